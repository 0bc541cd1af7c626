import { execFileSync } from 'node:child_process';

/**
 * Ports the operating system reports free right now, found synchronously because Playwright
 * reads its config synchronously. A child Node process binds each to port 0 on 127.0.0.1, keeps
 * all of them open until every one is chosen (so they are distinct), then prints them.
 *
 * A port could in principle be taken between this check and the server's start; the window is
 * a second or two, far smaller than the fixed port it replaces, which anything could hold.
 */
export function findFreePortsSync(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = [];
    const ports = [];
    function next() {
      if (ports.length === ${count}) {
        for (const server of servers) server.close();
        process.stdout.write(ports.join(','));
        return;
      }
      const server = net.createServer();
      servers.push(server);
      server.listen(0, '127.0.0.1', () => { ports.push(server.address().port); next(); });
    }
    next();
  `;
  const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return output.split(',').map(Number);
}

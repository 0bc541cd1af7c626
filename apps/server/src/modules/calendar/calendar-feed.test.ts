import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { addPipelineItem, createPipelineTeam } from '../../../test/helpers/pipeline';
import { callWorkspaces } from '../../../test/helpers/workspaces';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_BASE_URL: 'http://wac.test' });
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method, url, headers });

async function save(headers: Record<string, string>, wacId: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/favourites/',
    headers,
    payload: { opportunity_id: wacId },
  });
  expect(response.statusCode).toBe(201);
}

/** The feed's events, read back with a maintained RFC 5545 parser (ical.js). */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      end: event.endDate.toJSDate().toISOString(),
      url: component.getFirstPropertyValue('url'),
      description: event.description,
    };
  });
}

describe('calendar feed', () => {
  it('serves one event per deadline of the favourites, each with its notice link', async () => {
    const user = await createUser(db(), { tier: 'premium' });
    const other = await createUser(db(), { tier: 'premium' });
    const both = await createOpportunity(db(), {
      title: 'Harbour wall repairs',
      notice_url: 'https://www.contractsfinder.service.gov.uk/Notice/abc',
      tender_deadline_date: '2031-03-14T12:00:00Z',
      enquiry_deadline_date: '2031-03-07T17:00:00Z',
    });
    const tenderOnly = await createOpportunity(db(), {
      title: 'School roof',
      notice_url: null,
      tender_deadline_date: '2031-04-01T09:00:00Z',
    });
    const noDeadline = await createOpportunity(db(), { title: 'Bus shelters' });
    const notSaved = await createOpportunity(db(), {
      title: 'Not saved',
      tender_deadline_date: '2031-05-01T09:00:00Z',
    });
    for (const item of [both, tenderOnly, noDeadline]) await save(user.authHeader, item.wac_id);
    await save(other.authHeader, notSaved.wac_id);

    expect((await inject('GET', '/api/calendar-feed/', user.authHeader)).json()).toEqual({
      is_created: false,
      created_at: null,
    });
    const created = await inject('POST', '/api/calendar-feed/', user.authHeader);
    expect(created.statusCode).toBe(201);
    const { url } = created.json();
    expect(url).toMatch(/^http:\/\/wac\.test\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect((await inject('GET', '/api/calendar-feed/', user.authHeader)).json().is_created).toBe(
      true,
    );

    // No login: the secret address is the credential.
    const feed = await inject('GET', url.replace('http://wac.test', ''));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseEvents(feed.body);
    expect(events).toHaveLength(3);
    expect(events).toContainEqual({
      uid: `${both.wac_id}-tender-deadline@wac`,
      summary: 'Tender deadline: Harbour wall repairs',
      end: '2031-03-14T12:00:00.000Z',
      url: 'https://www.contractsfinder.service.gov.uk/Notice/abc',
      description: expect.stringContaining('Notice: https://www.contractsfinder.service.gov.uk'),
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        summary: 'Clarification deadline: Harbour wall repairs',
        end: '2031-03-07T17:00:00.000Z',
      }),
    );
    // Without a portal link the event links to the opportunity's WAC page.
    expect(events).toContainEqual(
      expect.objectContaining({
        summary: 'Tender deadline: School roof',
        url: `http://wac.test/opportunity/${tenderOnly.wac_id}`,
      }),
    );
  });

  it('stops serving the old address once the link is reset, and refuses made-up ones', async () => {
    const user = await createUser(db(), { tier: 'free' });
    const first = (await inject('POST', '/api/calendar-feed/', user.authHeader)).json().url;
    const second = (await inject('POST', '/api/calendar-feed/', user.authHeader)).json().url;
    expect(second).not.toBe(first);
    const path = (url: string) => url.replace('http://wac.test', '');
    expect((await inject('GET', path(first))).statusCode).toBe(404);
    const current = await inject('GET', path(second));
    expect(current.statusCode).toBe(200);
    expect(parseEvents(current.body)).toEqual([]);
    const malformed = await inject('GET', '/api/calendar/short.ics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().file).toEqual(['This calendar link is not valid.']);
    expect((await inject('POST', '/api/calendar-feed/')).statusCode).toBe(401);
  });

  it("adds the pipeline's deadlines and open tasks of the user's workspaces, no one else's", async () => {
    const team = await createPipelineTeam(db());
    const other = await createPipelineTeam(db());
    const notice = await createOpportunity(db(), {
      title: 'Ferry terminal cleaning',
      tender_deadline_date: '2031-09-12T11:00:00Z',
    });
    const theirs = await createOpportunity(db(), {
      title: 'Other team bid',
      tender_deadline_date: '2031-09-13T11:00:00Z',
    });
    const itemId = await addPipelineItem(testApp.app, team.owner, team.id, notice.wac_id);
    await addPipelineItem(testApp.app, other.owner, other.id, theirs.wac_id);
    const item = `/${team.id}/pipeline/items/${itemId}`;
    await callWorkspaces(testApp.app, team.owner, 'PUT', `${item}/`, {
      version: 1,
      internal_deadline: '2031-09-05',
    });
    const task = await callWorkspaces(testApp.app, team.member, 'POST', `${item}/tasks/`, {
      title: 'Price the work',
      due_date: '2031-09-01',
    });
    const done = await callWorkspaces(testApp.app, team.member, 'POST', `${item}/tasks/`, {
      title: 'Read the spec',
      due_date: '2031-08-20',
    });
    await callWorkspaces(testApp.app, team.member, 'PUT', `${item}/tasks/${done.json().id}/`, {
      is_done: true,
    });

    const { url } = (await inject('POST', '/api/calendar-feed/', team.viewer.authHeader)).json();
    const feed = await inject('GET', url.replace('http://wac.test', ''));
    const events = parseEvents(feed.body);
    const itemLink = `http://wac.test/pipeline/${team.id}/items/${itemId}`;
    expect(events).toContainEqual({
      uid: `pipeline-submission-${itemId}@wac`,
      summary: 'Submission deadline (Ferry terminal cleaning)',
      end: '2031-09-12T11:00:00.000Z',
      url: itemLink,
      description: expect.stringContaining(`On WAC: ${itemLink}`),
    });
    expect(events).toContainEqual(
      expect.objectContaining({ summary: 'Internal deadline (Ferry terminal cleaning)' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        uid: `pipeline-task-${task.json().id}@wac`,
        summary: 'Task: Price the work (Ferry terminal cleaning)',
      }),
    );
    // Seeded "Submit the bid" task, the deadline, internal deadline and one open task; not the
    // done task, nor the other workspace's item.
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Internal deadline (Ferry terminal cleaning)',
      'Submission deadline (Ferry terminal cleaning)',
      'Task: Price the work (Ferry terminal cleaning)',
      'Task: Submit the bid (Ferry terminal cleaning)',
    ]);
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20310905');
  });
});

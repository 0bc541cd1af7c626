export { createWacMcpServer, type WacMcpOptions } from './tools';
export { toQueryString, type WacApi, type WacApiAnswer, type WacApiRequest } from './wac-api';

export * from './errors';
export * from './health';
export * from './leaderboards';
export * from './opportunities';
export * from './auth';
export * from './favourites';
export * from './profile';
export * from './usage';

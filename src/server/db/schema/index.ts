export * from './catalogue';
export * from './mail';
export * from './seed-runs';
export * from './users';
export * from './suppliers';
export * from './part-requests';
export * from './garage';
export * from './shop';

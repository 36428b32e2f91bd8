export * from './contact';
export * from './messages';

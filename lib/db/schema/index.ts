export * from './members';
export * from './inventory';
export * from './watchlist';
export * from './bidding';
export * from './money';
export * from './documents';
export * from './content';

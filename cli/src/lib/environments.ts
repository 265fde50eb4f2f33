export const ENVIRONMENTS = ['production', 'staging', 'unclassified'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const STATS_SCOPES = [...ENVIRONMENTS, 'all'] as const;
export type StatsScope = (typeof STATS_SCOPES)[number];

/** The time source; tests pass a controllable one instead of sleeping. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

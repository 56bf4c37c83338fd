/** Why a model call gave no usable answer: the coach falls back, and the usage log records the code. */
export type CoachErrorCode = 'timeout' | 'rate_limited' | 'upstream' | 'bad_output';
export class CoachError extends Error {
  readonly code: CoachErrorCode;
  constructor(code: CoachErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** A failed call: `status` is undefined when the server could not be reached. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly body: unknown,
    override readonly cause?: unknown,
  ) {
    super(`Request failed${status ? ` with status ${status}` : ''}`);
  }
}

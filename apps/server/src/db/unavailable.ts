/**
 * Connection-level failures of the database (refused, reset, server shutting down or starting):
 * nothing is wrong with the request or job itself, and it can be tried again once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code = '', syscall } = error as { code?: string; syscall?: string };
  return (
    // the embedded server's socket, missing while it restarts
    (code === 'ENOENT' && syscall === 'connect') ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08006', '08001', '08003'].includes(
      code,
    ) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      error.message,
    )
  );
}

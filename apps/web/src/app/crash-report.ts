/**
 * The text the crash screen shows: the error's name, message and stack plus where and when it
 * happened, base64-encoded so a user can copy it to support in one piece without it reading as noise.
 */
export function encodeCrashReport(error: unknown, path: string, at: Date): string {
  const details =
    error instanceof Error
      ? { name: error.name, message: error.message, stack: error.stack }
      : { name: 'Error', message: String(error) };
  const bytes = new TextEncoder().encode(JSON.stringify({ ...details, path, at: at.toISOString() }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeCrashReport(text: string): Record<string, unknown> {
  const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

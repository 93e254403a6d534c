/** The same server and credentials as `url`, on another database. */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A connection for CREATE/DROP DATABASE: the maintenance database of the same server. */
export function adminUrl(url: string): string {
  return databaseUrlFor(url, 'postgres');
}

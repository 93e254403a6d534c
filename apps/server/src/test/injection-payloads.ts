/** Hostile texts: SQL injection, script injection, template syntax, control and non-Latin characters. */
export const INJECTION_PAYLOADS = [
  "' OR '1'='1",
  "Robert'); DROP TABLE facilities;--",
  '1; SELECT pg_sleep(5)--',
  '%_\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}} ${7*7} <%= 7*7 %>',
  'Null\u0000byte',
  'Ünïcødé 工厂 🏭 \u202e',
] as const;

/** Payloads a stored text field must keep exactly (the NUL character is refused instead: PostgreSQL text cannot hold it). */
export const STORABLE_PAYLOADS = INJECTION_PAYLOADS.filter((payload) => !payload.includes('\u0000'));

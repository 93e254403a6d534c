import { describe, expect, it } from 'vitest';
import { CREATE_POSTGRES_USER, serverUser } from './embedded-postgres.ts';

const users: Record<string, { uid: number; gid: number }> = {
  postgres: { uid: 105, gid: 110 },
  nobody: { uid: 65534, gid: 65534 },
};

describe('the user the embedded database runs as', () => {
  it('is the one running the app, unless that is root', () => {
    expect(serverUser(false, () => users.postgres!)).toEqual({});
  });

  it('is the postgres system user under root, when there is one', () => {
    expect(serverUser(true, (name) => users[name] ?? null)).toEqual({ user: users.postgres });
  });

  it('is nobody where there is no postgres user, with the command that creates one; none is created', () => {
    const asked: string[] = [];
    const chosen = serverUser(true, (name) => {
      asked.push(name);
      return name === 'nobody' ? users.nobody! : null;
    });
    expect(chosen).toEqual({
      user: users.nobody,
      note:
        "The embedded database runs as 'nobody': there is no 'postgres' system user. To give it a user of its own, run: " +
        'useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres',
    });
    expect(asked).toEqual(['postgres', 'nobody']);
  });

  it('stops with the command to run when there is neither', () => {
    expect(() => serverUser(true, () => null)).toThrow(
      `Run as root, the embedded database needs a system user to run as, and this machine has neither 'postgres' nor 'nobody'. Create one with: ${CREATE_POSTGRES_USER}`,
    );
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'http://registry.test' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom('users').execute();
  await t.database.db.deleteFrom('email_outbox').execute();
});

const valid = {
  email: 'new@brand.example',
  name: 'Brand Example',
  description: 'We make shirts',
  website: 'https://brand.example',
  contributor_type: 'Brand / Retailer',
  password: 'Strong-Pass-42',
  confirmPassword: 'Strong-Pass-42',
  should_receive_newsletter: true,
  has_agreed_to_terms_of_service: true,
};

const signUp = (payload: unknown) => t.app.inject({ method: 'POST', url: '/user-signup/', payload: payload as object });
const countRows = async () => ({
  users: (
    await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
  contributors: (
    await t.database.db
      .selectFrom('contributors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
});

describe('POST /user-signup/', () => {
  it('creates an unconfirmed user and contributor, and e-mails a confirmation link', async () => {
    const response = await signUp(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      email: 'new@brand.example',
      name: 'Brand Example',
      contributor_id: expect.any(Number),
    });
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      is_active: false,
      is_superuser: false,
      should_receive_newsletter: true,
      has_agreed_to_terms_of_service: true,
    });
    expect(user.password_hash).toMatch(/^scrypt\$/);
    const contributor = await t.database.db
      .selectFrom('contributors')
      .selectAll()
      .where('admin_id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(contributor).toMatchObject({
      name: 'Brand Example',
      description: 'We make shirts',
      website: 'https://brand.example',
      contributor_type: 'Brand / Retailer',
      other_contributor_type: null,
    });
    const mail = await t.database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('new@brand.example');
    expect(mail.subject).toBe('Confirm your Open Supply Hub account');
    expect(mail.text_body).toMatch(/http:\/\/registry\.test\/auth\/confirm\/[A-Za-z0-9_-]{43}/);
  });

  it('names every missing required field', async () => {
    const response = await signUp({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Missing required field Email Address'],
      name: ['Missing required field Organization Name'],
      description: ['Missing required field Organization Description'],
      contributor_type: ['Missing required field Organization Type'],
      password: ['Missing required field Password'],
      confirmPassword: ['Missing required field Confirm Password'],
      has_agreed_to_terms_of_service: ['Missing required field Terms of Service'],
    });
    expect(await countRows()).toEqual({ users: 0, contributors: 0 });
  });

  it('checks the password confirmation, password strength and terms', async () => {
    const response = await signUp({
      ...valid,
      password: '12345678',
      confirmPassword: '1234567',
      has_agreed_to_terms_of_service: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      confirmPassword: ["Password and confirmation password don't match"],
      password: [
        'This password is too short. It must contain at least 9 characters.',
        'This password is entirely numeric.',
      ],
      has_agreed_to_terms_of_service: ['Missing required field Terms of Service'],
    });
  });

  it('requires the other type when the organisation type is Other, and a known type otherwise', async () => {
    expect((await signUp({ ...valid, contributor_type: 'Other' })).json()).toEqual({
      other_contributor_type: ['Missing required field Other Organization Type'],
    });
    expect((await signUp({ ...valid, contributor_type: 'Spaceship' })).json()).toEqual({
      contributor_type: ['Select a valid organization type.'],
    });
    const other = await signUp({ ...valid, contributor_type: 'Other', other_contributor_type: 'Cooperative' });
    expect(other.statusCode).toBe(201);
  });

  it('refuses over-long fields, wrong types, bad e-mail and website', async () => {
    const response = await signUp({
      ...valid,
      name: 'x'.repeat(201),
      email: 'not-an-email',
      website: 'javascript:alert(1)',
      should_receive_newsletter: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Ensure this value has at most 200 characters. (it has 201)'],
      email: ['Email address is invalid'],
      website: ['Enter a valid URL.'],
      should_receive_newsletter: ['Must be true or false.'],
    });
    expect((await signUp({ ...valid, email: 42, name: ['a'] })).json()).toEqual({
      email: ['Missing required field Email Address'],
      name: ['Missing required field Organization Name'],
    });
    expect(await countRows()).toEqual({ users: 0, contributors: 0 });
  });

  it('refuses a second account with the same e-mail in any case', async () => {
    expect((await signUp(valid)).statusCode).toBe(201);
    const again = await signUp({ ...valid, email: 'NEW@Brand.Example' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: ['A user with that email already exists.'] });
    expect(await countRows()).toEqual({ users: 1, contributors: 1 });
  });

  it('stores HTML and SQL in text fields verbatim', async () => {
    const name = "<img src=x onerror=alert(1)>'); drop table users; --";
    expect((await signUp({ ...valid, name })).statusCode).toBe(201);
    const row = await t.database.db.selectFrom('contributors').select('name').executeTakeFirstOrThrow();
    expect(row.name).toBe(name);
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user-signup/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^Malformed request/);
  });
});

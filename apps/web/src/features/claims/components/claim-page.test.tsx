import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_MESSAGES } from '@registry/core/claim';
import { submittedClaimExample } from '@registry/core/claims-api.examples';
import { facilityDetailExample as facility } from '@registry/core/facility-api.examples';
import { activateLanguage } from '@/lib/i18n/i18n.ts';
import { fakeServer, Reply } from '@/test/fake-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { ClaimPage } from './claim-page.tsx';

const detailPath = `/api/facilities/${facility.id}/`;
const claimPath = `/api/facilities/${facility.id}/claim/`;

async function openWizard(routes: Record<string, unknown> = {}) {
  const server = fakeServer({ [`GET ${detailPath}`]: facility, ...routes });
  renderScreen(<ClaimPage signedIn claimFlag />, {
    path: `/facilities/${facility.id}/claim`,
    pattern: '/facilities/:osID/claim',
  });
  await screen.findByRole('heading', { name: facility.properties.name });
  return { server, user: userEvent.setup({ delay: null }) };
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

/** Step 1 answered yes, then Next. */
async function agree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    screen.getByRole('radio', { name: 'I am an owner or senior manager and would like to submit a claim request' }),
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe("the claim wizard's steps", () => {
  it('shows the facility, and offers Next only to an owner or senior manager', async () => {
    const { user } = await openWizard();
    expect(screen.getByText(facility.properties.address)).toBeTruthy();
    expect(heading()).toBe('Claim a Production Location');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await agree(user);
    expect(heading()).toBe('Supporting Documentation');
  });

  it('keeps the documentation step until its required fields and some business evidence are given', async () => {
    const { user } = await openWizard();
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Supporting Documentation');
    expect(screen.getByText(CLAIM_MESSAGES.wizardInvalid)).toBeTruthy();
    expect(screen.getAllByText(CLAIM_MESSAGES.required)).toHaveLength(2);
    expect(screen.getByText(CLAIM_MESSAGES.businessEvidence)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Rahima Akter');
    await user.type(screen.getByRole('textbox', { name: 'Your title' }), 'Managing Director');
    expect(screen.queryAllByText(CLAIM_MESSAGES.required)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Business website' }), 'https://savarknit.example');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Additional Data');
  });

  it('goes back a step and forward again keeping what was typed', async () => {
    const { user } = await openWizard();
    await agree(user);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Rahima Akter');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(heading()).toBe('Claim a Production Location');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveProperty('value', 'Rahima Akter');
  });

  it('submits the answers of every step as one form and thanks the claimant', async () => {
    const { server, user } = await openWizard({ [`POST ${claimPath}`]: submittedClaimExample });
    await agree(user);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Rahima Akter');
    await user.type(screen.getByRole('textbox', { name: 'Your title' }), 'Managing Director');
    await user.type(screen.getByRole('textbox', { name: 'Business website' }), 'https://savarknit.example');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of workers (e.g. 150 or 100-200)' }), '100-200');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByRole('dialog', { name: 'Thank you for submitting your claim request!' });
    expect(within(thanks).getByRole('link', { name: 'View My Approved Claims' }).getAttribute('href')).toBe('/claimed');
    const [sent] = server.to('POST', claimPath);
    expect(sent!.body).toBeInstanceOf(FormData);
    expect([...(sent!.body as FormData).entries()]).toEqual([
      ['agreement', 'yes'],
      ['your_name', 'Rahima Akter'],
      ['your_title', 'Managing Director'],
      ['business_website', 'https://savarknit.example'],
      ['number_of_workers', '100-200'],
    ]);
  });

  it("shows the server's reasons when it refuses the claim, and stays on the last step", async () => {
    const { user } = await openWizard({
      [`POST ${claimPath}`]: new Reply(400, { detail: 'This production location already has a pending claim.' }),
    });
    await agree(user);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Rahima Akter');
    await user.type(screen.getByRole('textbox', { name: 'Your title' }), 'Managing Director');
    await user.type(screen.getByRole('textbox', { name: 'Business website' }), 'https://savarknit.example');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This production location already has a pending claim.')).toBeTruthy();
    expect(heading()).toBe('Additional Data');
  });
});

describe('the claim wizard in Portuguese', () => {
  afterEach(() => activateLanguage('en'));

  it('walks the steps with their texts, checks and thanks translated', async () => {
    await activateLanguage('pt');
    const { user } = await openWizard({ [`POST ${claimPath}`]: submittedClaimExample });
    expect(heading()).toBe('Reivindicar um local de produção');
    expect(screen.getByText('Você é proprietário ou gerente sênior deste local de produção?')).toBeTruthy();
    await user.click(
      screen.getByRole('radio', {
        name: 'Sou proprietário ou gerente sênior e quero enviar um pedido de reivindicação',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Avançar' }));

    expect(heading()).toBe('Documentos comprobatórios');
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(
      screen.getByText('Alguns campos obrigatórios não foram preenchidos ou alguns campos são inválidos.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Este campo é obrigatório.')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Seu nome' }), 'Ana Souza');
    await user.type(screen.getByRole('textbox', { name: 'Seu cargo' }), 'Diretora');
    await user.type(screen.getByRole('textbox', { name: 'Site da empresa' }), 'https://malharia.example');
    await user.click(screen.getByRole('button', { name: 'Avançar' }));

    expect(heading()).toBe('Dados adicionais');
    await user.type(screen.getByRole('textbox', { name: 'Número de trabalhadores (ex.: 150 ou 100-200)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      screen.getByText(
        'O valor zero não é válido. Digite um número inteiro positivo ou um intervalo válido (ex.: 1-5).',
      ),
    ).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Número de trabalhadores (ex.: 150 ou 100-200)' }));
    await user.type(screen.getByRole('textbox', { name: 'Número de trabalhadores (ex.: 150 ou 100-200)' }), '120');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const thanks = await screen.findByRole('dialog', { name: 'Obrigado por enviar o seu pedido de reivindicação!' });
    expect(within(thanks).getByText('Você receberá uma notificação quando ele for analisado.')).toBeTruthy();
    expect(within(thanks).getByRole('link', { name: 'Ver minhas reivindicações aprovadas' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nonstandardFieldsExample, storedEmbedConfigExample as stored } from '@registry/core/embed-api.examples';
import { fakeServer, type FakeRequest } from '@/test/fake-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { EmbedSettings } from './embed-settings.tsx';

const updatePath = `/api/embed-configs/${stored.id}/`;

function open(level: number) {
  const server = fakeServer({
    'GET /api/embed-configs/': [stored],
    'GET /api/nonstandard-fields/': nonstandardFieldsExample,
    // The stored config with what was sent, as the server keeps it.
    [`PUT ${updatePath}`]: ({ body }: FakeRequest) => ({ ...stored, color: (body as { color: string }).color }),
  });
  renderScreen(<EmbedSettings contributorId={7} embedLevel={level} />);
  return { server, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the embed configurator', () => {
  it('starts from the stored config and saves a change once, after the typing', async () => {
    const { server, user } = open(3);
    expect(await screen.findByRole('textbox', { name: 'Color' })).toHaveProperty('value', stored.color);
    expect(screen.getByRole('status').textContent).toBe('Changes are saved automatically.');
    expect(field('Width (px)')).toHaveProperty('value', stored.width);

    await user.clear(field('Color'));
    await user.type(field('Color'), '#aa0000');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved.'), { timeout: 5000 });

    const puts = server.to('PUT', updatePath);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({
      width: stored.width,
      height: stored.height,
      color: '#aa0000',
      font: stored.font,
      map_style: stored.map_style,
      text_search_label: stored.text_search_label,
    });
    expect(server.to('POST', '/api/embed-configs/')).toEqual([]);
  });

  it('shows a color the config cannot take beside the field, and sends nothing', async () => {
    const { server, user } = open(3);
    await screen.findByRole('textbox', { name: 'Color' });
    await user.clear(field('Color'));
    await user.type(field('Color'), 'red');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Changes not saved.'), { timeout: 5000 });
    expect(field('Color').getAttribute('aria-invalid')).toBe('true');
    expect(server.to('PUT', updatePath)).toEqual([]);
  });

  it('writes the embed code with the size as it is typed', async () => {
    const { user } = open(3);
    await screen.findByRole('textbox', { name: 'Width (px)' });
    await user.clear(field('Width (px)'));
    await user.type(field('Width (px)'), '960');
    expect(document.body.textContent).toContain('width="960" height="600"');
    await user.click(screen.getByRole('checkbox', { name: 'Full width' }));
    expect(field('Width (px)')).toHaveProperty('disabled', true);
    expect(field('Width (px)')).toHaveProperty('value', '100%');
    expect(screen.getByRole('textbox', { name: 'Height (% of width)' })).toBeTruthy();
  });

  it('offers a first-level package its two colors, without fonts or map styles', async () => {
    open(1);
    const colors = await screen.findByRole('radiogroup', { name: 'Color' });
    expect([...colors.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Black', 'Green']);
    expect(screen.queryByRole('combobox', { name: 'Font' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Map style' })).toBeNull();
  });

  it('shows the package offer to an organization without an embed level, asking nothing', () => {
    const server = fakeServer({});
    renderScreen(<EmbedSettings contributorId={7} embedLevel={null} />);
    expect(screen.getByRole('link', { name: 'Get the embedded map' })).toBeTruthy();
    expect(server.requests).toEqual([]);
  });
});

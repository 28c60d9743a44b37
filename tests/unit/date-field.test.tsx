import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DateField } from '../../src/widgets/dates';
import { renderInShell } from './helpers/shellHarness';
import type { Language } from '../../src/i18n/languages';

/** Days shown, typed and picked in the console's language, whatever the browser's. */

let seen: (string | null)[] = [];
function Probe({ initial, min }: { initial: string | null; min?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Day"
      value={value}
      min={min}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

/** The picker's input, once its code has loaded (a disabled stand-in holds the place until then). */
const input = () =>
  waitFor(
    () => {
      const box = screen.getByRole('textbox', { name: 'Day' });
      expect(box).toBeEnabled();
      return box;
    },
    { timeout: 15_000 },
  );

describe('the date field', () => {
  it.each([
    ['zh', '2026-11-20'],
    ['en', '11/20/2026'],
    ['es', '20/11/2026'],
  ] as const)('in %s shows %s', async (language: Language, shown) => {
    await renderInShell(<Probe initial="2026-11-20" />, { language });
    expect(await input()).toHaveValue(shown);
  });

  it.each([
    ['zh', '2026-03-04'],
    ['es', '04/03/2026'],
  ] as const)('in %s accepts %s typed and passes on the contract day', async (language: Language, typed) => {
    seen = [];
    await renderInShell(<Probe initial={null} />, { language });
    const field = await input();
    fireEvent.change(field, { target: { value: typed } });
    await waitFor(() => expect(seen.at(-1)).toBe('2026-03-04'));
  });

  it.each([
    ['zh', '星期一', '2026年11月'],
    ['es', 'lunes', 'noviembre 2026'],
    ['en', 'Sunday', 'November 2026'],
  ] as const)('in %s the calendar starts its week on %s and names the month (%s)', async (language: Language, first, month) => {
    await renderInShell(<Probe initial="2026-11-20" />, { language });
    await input();
    fireEvent.click(screen.getByRole('button', { name: /date|日期|fecha/i }));
    const dialog = await screen.findByRole('dialog');
    const days = within(dialog).getAllByRole('columnheader');
    expect(days[0]).toHaveAttribute('aria-label', first);
    expect(dialog).toHaveTextContent(month);
  });

  it('cannot pick a day before its minimum', async () => {
    await renderInShell(<Probe initial="2026-11-20" min="2026-11-10" />, { language: 'en' });
    await input();
    fireEvent.click(screen.getByRole('button', { name: /date/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(within(dialog).getByRole('gridcell', { name: '10' })).not.toBeDisabled();
  });
});

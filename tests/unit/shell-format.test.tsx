import { describe, expect, it, vi, afterEach } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { RelativeTime } from '../../src/widgets/RelativeTime';
import { FieldValue } from '../../src/schema/FieldValue';
import { localeTag } from '../../src/widgets/useFormat';
import { renderInShell, registry } from './helpers/shellHarness';
import type { Language } from '../../src/i18n/languages';

const NOW = new Date(2024, 4, 10, 12, 0, 0);

afterEach(() => {
  vi.useRealTimers();
});

describe('relative time and thousand separators in three languages', () => {
  it.each([
    ['en', '2024-05-10 11:57:00', '3 min ago'],
    ['zh', '2024-05-10 09:00:00', '3 小时前'],
    ['es', '2024-05-07 12:00:00', 'hace 3 d'],
    ['en', '2024-05-10 11:59:30', 'just now'],
  ] as const)('%s: %s reads %s, the exact time in a tooltip', async (language: Language, value, expected) => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await renderInShell(<RelativeTime value={value} />, { language });
    const time = await screen.findByText(expected);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', value.replace(' ', 'T'));
    fireEvent.mouseOver(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(value);
    // The tooltip is built on the first hover, and closes when the pointer leaves.
    fireEvent.mouseLeave(screen.getByText(expected));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows an unreadable value as it is', async () => {
    await renderInShell(<RelativeTime value="not a date" />);
    expect(await screen.findByText('not a date')).toBeInTheDocument();
  });

  it.each([
    ['en', '1,234,567'],
    ['zh', '1,234,567'],
    ['es', '1.234.567'],
  ] as const)('%s: a number field shows %s', async (language, expected) => {
    const def = registry.all[0];
    await renderInShell(
      <RecordContextProvider value={{ id: 1, count: 1234567 }}>
        <FieldValue def={def} field={{ source: 'count', type: 'number' }} />
      </RecordContextProvider>,
      { language },
    );
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(localeTag(language)).toMatch(/^(zh-CN|en-US|es-ES)$/);
  });

  it('generic lists show datetime fields as relative time', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const def = registry.all[0];
    await renderInShell(
      <RecordContextProvider value={{ id: 1, created_at: '2024-05-10 10:00:00' }}>
        <FieldValue def={def} field={{ source: 'created_at', type: 'datetime' }} />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('2 h ago')).toBeInTheDocument();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderLayout, resetShellState } from './helpers/shellHarness';
import { outageSeen, serverAnswered } from '../../src/api/outage';

/**
 * The outage notice in the shell: under the top bar while the service is away, in the user's
 * language, with a button the keyboard reaches, and gone once the server answers.
 */

beforeEach(() => {
  resetShellState();
  serverAnswered();
});

describe('the outage notice', () => {
  it('sits under the top bar, with a button reached by the keyboard, until the server answers', async () => {
    await renderLayout();
    expect(screen.queryByTestId('outage-notice')).not.toBeInTheDocument();
    act(() => outageSeen('network'));
    const notice = within(screen.getByTestId('shell-header')).getByTestId('outage-notice');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('The server cannot be reached right now. The console keeps trying and will refresh this page as soon as it answers.');
    const button = within(notice).getByRole('button', { name: 'Try now' });
    expect(button).not.toHaveAttribute('tabindex', '-1');
    act(() => serverAnswered());
    await waitFor(() => expect(screen.queryByTestId('outage-notice')).not.toBeInTheDocument());
  });

  it.each([
    ['zh', '服务暂时无法连接数据库。控制台正在自动重试，恢复后会立即刷新本页。', '立即重试'],
    ['es', 'El servicio no puede conectarse a su base de datos en este momento. La consola lo sigue intentando y actualizará esta página en cuanto se restablezca.', 'Reintentar ahora'],
  ] as const)('speaks %s', async (language, text, button) => {
    await renderLayout({ language });
    act(() => outageSeen('database'));
    const notice = screen.getByTestId('outage-notice');
    expect(notice).toHaveTextContent(text);
    expect(within(notice).getByRole('button', { name: button })).toBeInTheDocument();
  });
});

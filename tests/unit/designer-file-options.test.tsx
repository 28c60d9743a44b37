import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { editField, shownWith, typeInto, words } from './helpers/fieldEditorHarness';

/** A file or image field in the designer: several files with their most, and the kinds it accepts, in words. */

describe('the file options', () => {
  it('ticks the kinds a file field accepts, kept in the language’s order, and leaves the key out with none ticked', () => {
    const seen = editField({ name: 'report', type: 'file', label: words('Report') });
    const kinds = within(screen.getByRole('group', { name: 'Kinds of file accepted' }));
    expect(kinds.getAllByRole('checkbox')).toHaveLength(8);
    fireEvent.click(kinds.getByLabelText('ZIP archive (Office documents too)'));
    fireEvent.click(kinds.getByLabelText('PDF document'));
    expect(seen.at(-1)!.accept).toEqual(['pdf', 'zip']);
    fireEvent.click(kinds.getByLabelText('ZIP archive (Office documents too)'));
    fireEvent.click(kinds.getByLabelText('PDF document'));
    expect(seen.at(-1)).not.toHaveProperty('accept');
    expect(screen.getByText('With none ticked, every kind the field takes is accepted.')).toBeInTheDocument();
  });

  it('offers an image field pictures only, and shows a kind it may not take at that kind', () => {
    editField({ name: 'photo', type: 'image', label: words('Photo'), accept: ['png', 'pdf'] });
    const kinds = within(screen.getByRole('group', { name: 'Kinds of file accepted' }));
    expect(kinds.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['PNG picture', 'JPEG photo', 'GIF picture', 'WebP picture', 'PDF document']);
    expect(kinds.getByLabelText('PDF document').closest('.MuiStack-root')).toHaveTextContent('An image field accepts pictures only: png, jpeg, gif, webp.');
    fireEvent.click(kinds.getByLabelText('PDF document'));
    expect(screen.queryByText(/accepts pictures only/)).toBeNull();
    expect(kinds.queryByLabelText('PDF document')).toBeNull();
  });

  it('holds several files up to a most the checker bounds, in Spanish, and drops the most with the switch', () => {
    const seen = editField({ name: 'photos', type: 'image', label: words('Photos') }, { language: 'es' });
    expect(screen.getByText('Imagen PNG')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Varios archivos'));
    typeInto('Máximo de archivos', '1');
    expect(shownWith(screen.getByLabelText('Máximo de archivos'))).toHaveTextContent('Debe ser un número entero de 2 a 50.');
    typeInto('Máximo de archivos', '6');
    expect(screen.getByLabelText('Máximo de archivos')).toHaveAttribute('aria-invalid', 'false');
    expect(seen.at(-1)).toMatchObject({ multiple: true, max: 6 });
    fireEvent.click(screen.getByLabelText('Varios archivos'));
    expect(seen.at(-1)).not.toHaveProperty('max');
    expect(screen.queryByLabelText('Máximo de archivos')).toBeNull();
  });
});

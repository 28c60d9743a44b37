import { EntrySentence } from '../../schema/history/EntrySentence';
import { RestoreButton } from '../../schema/history/RestoreButton';

/** The entry's sentence; a delete entry offers to restore the record. */
export default function EntrySummary() {
  return (
    <>
      <EntrySentence /> <RestoreButton />
    </>
  );
}

import { EntrySentence } from '../../schema/history/EntrySentence';

export default EntrySentence;

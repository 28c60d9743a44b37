// A definition with rules across fields (compare, requiredIf), shared by the server's tests of
// those rules and the console's, so that both read the very same document.
import type { EntityDefinition, FieldDefinition, Words } from '../../src/entities/language/document.js';

const words = (en: string, zh: string, es: string): Words => ({ zh, en, es });

export const certificates = (fields: FieldDefinition[] = []): EntityDefinition => ({
  name: 'certificates',
  version: 1,
  labels: { name: words('Certificates', '证书', 'Certificados'), item: words('Certificate', '证书', 'Certificado'), create: words('New certificate', '新增证书', 'Nuevo certificado') },
  recordTitle: 'title',
  fields: [
    { name: 'title', type: 'text', label: words('Title', '名称', 'Nombre'), required: true },
    { name: 'issued', type: 'date', label: words('Issued', '签发日期', 'Emisión') },
    { name: 'expiry', type: 'date', label: words('Expiry', '有效期至', 'Vencimiento'), compare: { after: 'issued' } },
    { name: 'low', type: 'number', label: words('Low', '下限', 'Mínimo') },
    { name: 'high', type: 'number', label: words('High', '上限', 'Máximo'), compare: { min: 'low' } },
    { name: 'revoked', type: 'boolean', label: words('Revoked', '已吊销', 'Revocado') },
    { name: 'reason', type: 'text', label: words('Reason', '吊销原因', 'Motivo'), requiredIf: 'revoked' },
    ...fields,
  ],
});

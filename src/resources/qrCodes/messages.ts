import { checkPointFields } from '../checkPoints/messages';

const print = {
  en: {
    selected: 'Print labels',
    company: 'Print all of this company',
    title: 'Labels to print: {{n}}',
    columns: 'Labels per row',
    per_row: '{{n}} per row',
    print: 'Print',
    empty: 'There are no check points to print.',
  },
  zh: {
    selected: '打印标签',
    company: '打印该企业全部二维码',
    title: '待打印标签：{{n}} 个',
    columns: '每行标签数',
    per_row: '每行 {{n}} 个',
    print: '打印',
    empty: '没有可打印的检查点。',
  },
  es: {
    selected: 'Imprimir etiquetas',
    company: 'Imprimir todos los de esta empresa',
    title: 'Etiquetas para imprimir: {{n}}',
    columns: 'Etiquetas por fila',
    per_row: '{{n}} por fila',
    print: 'Imprimir',
    empty: 'No hay puntos de control para imprimir.',
  },
};

export default {
  en: { name: 'QR codes', item: 'QR code', create: 'New QR code', fields: checkPointFields.en, print: print.en },
  zh: { name: '二维码', item: '二维码', create: '新增二维码', fields: checkPointFields.zh, print: print.zh },
  es: { name: 'Códigos QR', item: 'Código QR', create: 'Nuevo código QR', fields: checkPointFields.es, print: print.es },
};

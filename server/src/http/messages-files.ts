// Chinese and Spanish wording of the messages of file and image fields (server/src/files/), and
// of the language's checks of them; messages.ts takes them in.
import type { Translation } from './messages.js';

export const FILE_MESSAGES: Record<string, Translation> = {
  // The language's checks
  'Only file and image fields accept files.': { zh: '只有文件和图片字段接受文件。', es: 'Solo los campos de archivo e imagen aceptan archivos.' },
  'Must be a list of: {values}.': { zh: '必须是以下各项组成的列表：{values}。', es: 'Debe ser una lista de: {values}.' },
  'An image field accepts pictures only: {values}.': { zh: '图片字段只接受图片：{values}。', es: 'Un campo de imagen solo acepta imágenes: {values}.' },
  'Names a kind twice.': { zh: '同一类型出现了两次。', es: 'Nombra un tipo dos veces.' },
  'A file field has no range.': { zh: '文件字段没有取值范围。', es: 'Un campo de archivo no tiene rango.' },
  'Only a field with multiple: true counts its files.': { zh: '只有 multiple: true 的字段才限定文件个数。', es: 'Solo un campo con multiple: true cuenta sus archivos.' },
  'A file field answers its files under this name.': { zh: '文件字段以此名称返回其文件。', es: 'Un campo de archivo devuelve sus archivos con este nombre.' },
  'A {type} field has no {key}.': { zh: '{type} 字段没有 {key}。', es: 'Un campo {type} no tiene {key}.' },
  // Values of a record's file fields
  'Must be a file uploaded for this field.': { zh: '必须是为此字段上传的文件。', es: 'Debe ser un archivo subido para este campo.' },
  'Names a file twice.': { zh: '同一文件出现了两次。', es: 'Nombra un archivo dos veces.' },
  'The file was not uploaded for this field.': { zh: '该文件不是为此字段上传的。', es: 'El archivo no se subió para este campo.' },
  'Upload the picture: an address stays only where it is stored already.': {
    zh: '请上传图片：只有已保存的图片地址可以保留。',
    es: 'Suba la imagen: una dirección solo se conserva donde ya está guardada.',
  },
  // Uploads
  'Choose a file to upload.': { zh: '请选择要上传的文件。', es: 'Elija un archivo para subir.' },
  'Names no file field of the entity.': { zh: '该实体没有这个文件字段。', es: 'No nombra ningún campo de archivo de la entidad.' },
  'The file is larger than {size}.': { zh: '文件大于 {size}。', es: 'El archivo supera {size}.' },
  'The file is not of a kind this field takes: {kinds}.': { zh: '此字段不接受该类型的文件，可接受：{kinds}。', es: 'Este campo no admite este tipo de archivo; admite: {kinds}.' },
  'The picture cannot be read.': { zh: '无法读取该图片。', es: 'No se puede leer la imagen.' },
  // Serving
  'The file does not exist.': { zh: '该文件不存在。', es: 'El archivo no existe.' },
};

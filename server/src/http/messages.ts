// Chinese and Spanish wording of the server's English messages (see i18n.ts).
// `{name}` placeholders stand for any text filled in at run time.

export interface Translation {
  zh: string;
  es: string;
}

export const MESSAGES: Record<string, Translation> = {
  OK: { zh: '成功', es: 'Correcto' },

  // Input validation
  'This field is required.': { zh: '此项为必填项。', es: 'Este campo es obligatorio.' },
  'Some fields are invalid.': { zh: '部分字段无效。', es: 'Algunos campos no son válidos.' },
  'Must be text.': { zh: '必须是文本。', es: 'Debe ser texto.' },
  'Must be a number.': { zh: '必须是数字。', es: 'Debe ser un número.' },
  'Must be a whole number.': { zh: '必须是整数。', es: 'Debe ser un número entero.' },
  'Must be 0 or 1.': { zh: '必须是 0 或 1。', es: 'Debe ser 0 o 1.' },
  'Must be a list.': { zh: '必须是列表。', es: 'Debe ser una lista.' },
  'Must be a date (YYYY-MM-DD).': { zh: '必须是日期（YYYY-MM-DD）。', es: 'Debe ser una fecha (AAAA-MM-DD).' },
  'Must be a valid phone number.': { zh: '请输入有效的电话号码。', es: 'Debe ser un número de teléfono válido.' },
  'Has an invalid format.': { zh: '格式不正确。', es: 'El formato no es válido.' },
  'Use only letters, digits and the characters . _ @ -': {
    zh: '只能包含字母、数字和 . _ @ - 字符',
    es: 'Use solo letras, dígitos y los caracteres . _ @ -',
  },
  'Must start with a letter; letters, digits and . _ - only.': {
    zh: '必须以字母开头，只能包含字母、数字和 . _ -。',
    es: 'Debe empezar por una letra; solo letras, dígitos y . _ -.',
  },
  'Must be at least {min} characters.': { zh: '至少 {min} 个字符。', es: 'Debe tener al menos {min} caracteres.' },
  'Must be at most {max} characters.': { zh: '最多 {max} 个字符。', es: 'Debe tener como máximo {max} caracteres.' },
  'Must be at least {min}.': { zh: '不能小于 {min}。', es: 'Debe ser al menos {min}.' },
  'Must be at most {max}.': { zh: '不能大于 {max}。', es: 'Debe ser como máximo {max}.' },
  'Must be one of: {values}.': { zh: '必须是以下之一：{values}。', es: 'Debe ser uno de: {values}.' },
  'Must have at most {max} items.': { zh: '最多 {max} 项。', es: 'Debe tener como máximo {max} elementos.' },

  // Transport
  'Unknown path.': { zh: '接口不存在。', es: 'Ruta desconocida.' },
  'The request body is malformed.': { zh: '请求内容格式错误。', es: 'El cuerpo de la solicitud está mal formado.' },
  'The request body is too large.': { zh: '请求内容过大。', es: 'El cuerpo de la solicitud es demasiado grande.' },
  'The request body must be an object.': { zh: '请求内容必须是对象。', es: 'El cuerpo de la solicitud debe ser un objeto.' },
  'Unsupported content type.': { zh: '不支持的内容类型。', es: 'Tipo de contenido no admitido.' },
  'Internal server error.': { zh: '服务器内部错误。', es: 'Error interno del servidor.' },

  // Session and permissions
  'Please log in again.': { zh: '请重新登录。', es: 'Vuelva a iniciar sesión.' },
  'Incorrect account or password.': { zh: '账号或密码错误。', es: 'Cuenta o contraseña incorrecta.' },
  'Too many failed attempts. Try again in {minutes} min.': {
    zh: '失败次数过多，请 {minutes} 分钟后再试。',
    es: 'Demasiados intentos fallidos. Vuelva a intentarlo dentro de {minutes} min.',
  },
  'The database is not reachable. Try again in a moment.': { zh: '暂时无法连接数据库，请稍后再试。', es: 'No se puede acceder a la base de datos. Inténtelo de nuevo en un momento.' },
  'The database has no space left. Ask the administrator to free disk space.': { zh: '数据库所在磁盘已满，请联系管理员清理磁盘空间。', es: 'El disco de la base de datos está lleno. Pida al administrador que libere espacio.' },
  'The database cannot be written now. Ask the administrator to check its file.': { zh: '数据库当前无法写入，请联系管理员检查数据库文件。', es: 'Ahora no se puede escribir en la base de datos. Pida al administrador que revise su archivo.' },
  'This idempotency key was used for another request.': { zh: '该幂等键已用于另一个请求。', es: 'Esta clave de idempotencia ya se usó para otra solicitud.' },
  'A request with this idempotency key is still being processed.': { zh: '使用该幂等键的请求仍在处理中，请稍后再试。', es: 'Una solicitud con esta clave de idempotencia todavía se está procesando.' },
  'Must be 1 to 100 letters, digits or - _ . :': { zh: '须为 1 到 100 个字母、数字或 - _ . : 字符。', es: 'Debe tener de 1 a 100 letras, dígitos o los caracteres - _ . :' },
  'The server is busy. Try again in a moment.': { zh: '服务器繁忙，请稍后再试。', es: 'El servidor está ocupado. Inténtelo de nuevo en un momento.' },
  'This user is disabled.': { zh: '该用户已被停用。', es: 'Este usuario está desactivado.' },
  'The current password is incorrect.': { zh: '当前密码不正确。', es: 'La contraseña actual no es correcta.' },
  'The new password must differ from the current one.': { zh: '新密码不能与当前密码相同。', es: 'La nueva contraseña debe ser distinta de la actual.' },
  'This password is too common; choose another.': { zh: '该密码过于常见，请换一个。', es: 'Esta contraseña es demasiado común; elija otra.' },
  'The password must not contain the account name.': { zh: '密码不能包含账号名。', es: 'La contraseña no puede contener el nombre de la cuenta.' },
  'You do not have permission to do this.': { zh: '没有执行此操作的权限。', es: 'No tiene permiso para hacer esto.' },
  'You cannot grant permissions you do not hold.': {
    zh: '不能授予自己没有的权限。',
    es: 'No puede conceder permisos que no tiene.',
  },
  'Only administrators can grant the admin role.': {
    zh: '只有管理员可以授予管理员角色。',
    es: 'Solo los administradores pueden conceder el rol de administrador.',
  },
  'Only administrators can change the admin role.': {
    zh: '只有管理员可以变更管理员角色。',
    es: 'Solo los administradores pueden cambiar el rol de administrador.',
  },

  // Records
  'The record does not exist.': { zh: '记录不存在。', es: 'El registro no existe.' },
  'The record already exists.': { zh: '记录已存在。', es: 'El registro ya existe.' },
  'The record is linked to other records.': { zh: '记录仍被其他数据引用。', es: 'El registro está vinculado a otros registros.' },
  'Each list keeps at most {max} views.': { zh: '每个列表最多保存 {max} 个视图。', es: 'Cada lista guarda como máximo {max} vistas.' },
  'The name is already in use.': { zh: '名称已被使用。', es: 'El nombre ya está en uso.' },
  'The account is already in use.': { zh: '账号已被使用。', es: 'La cuenta ya está en uso.' },
  'The {column} is already in use.': { zh: '{column} 已被使用。', es: 'El valor de {column} ya está en uso.' },
  'The city does not exist.': { zh: '城市不存在。', es: 'La ciudad no existe.' },
  'The company does not exist.': { zh: '企业不存在。', es: 'La empresa no existe.' },
  'The government does not exist.': { zh: '政府机构不存在。', es: 'El organismo de gobierno no existe.' },
  'The parent government does not exist.': { zh: '上级政府机构不存在。', es: 'El organismo superior no existe.' },
  'A government cannot be placed under itself.': {
    zh: '政府机构不能隶属于自身。',
    es: 'Un organismo no puede depender de sí mismo.',
  },
  'The government still has companies.': { zh: '该政府机构下仍有企业。', es: 'El organismo todavía tiene empresas.' },
  'The government still has accounts.': { zh: '该政府机构下仍有账号。', es: 'El organismo todavía tiene cuentas.' },
  'The government still has subordinate governments.': {
    zh: '该政府机构下仍有下级机构。',
    es: 'El organismo todavía tiene organismos subordinados.',
  },
  'The account does not exist.': { zh: '账号不存在。', es: 'La cuenta no existe.' },
  'The permission does not exist.': { zh: '权限不存在。', es: 'El permiso no existe.' },
  'Some permissions do not exist.': { zh: '部分权限不存在。', es: 'Algunos permisos no existen.' },
  'The role does not exist.': { zh: '角色不存在。', es: 'El rol no existe.' },
  'Some roles do not exist.': { zh: '部分角色不存在。', es: 'Algunos roles no existen.' },
  'The role is still held by users.': { zh: '仍有用户拥有该角色。', es: 'Todavía hay usuarios con este rol.' },
  'The admin role cannot be changed.': { zh: '不能修改管理员角色。', es: 'El rol de administrador no se puede cambiar.' },
  'The admin role cannot be deleted.': { zh: '不能删除管理员角色。', es: 'El rol de administrador no se puede eliminar.' },
  'The user does not exist.': { zh: '用户不存在。', es: 'El usuario no existe.' },
  'The user does not hold this role.': { zh: '用户没有该角色。', es: 'El usuario no tiene este rol.' },
  'The admin user must keep the admin role.': {
    zh: '管理员用户必须保留管理员角色。',
    es: 'El usuario administrador debe conservar el rol de administrador.',
  },
  'The admin user cannot be deleted.': { zh: '不能删除管理员用户。', es: 'El usuario administrador no se puede eliminar.' },
  'You cannot delete yourself.': { zh: '不能删除自己。', es: 'No puede eliminarse a sí mismo.' },
  'You cannot disable yourself.': { zh: '不能停用自己。', es: 'No puede desactivarse a sí mismo.' },
  'The admin user cannot be disabled.': { zh: '不能停用管理员用户。', es: 'El usuario administrador no se puede desactivar.' },
  'Change your own password with your current one.': {
    zh: '修改自己的密码需要提供当前密码。',
    es: 'Para cambiar su propia contraseña, indique la actual.',
  },
  'You cannot manage a user who holds permissions you do not hold.': {
    zh: '不能管理拥有您所没有权限的用户。',
    es: 'No puede gestionar a un usuario que tiene permisos que usted no tiene.',
  },
  'You cannot change a role carrying permissions you do not hold.': {
    zh: '不能修改包含您所没有权限的角色。',
    es: 'No puede modificar un rol que incluye permisos que usted no tiene.',
  },

  // Admin: inspections, standing books, staff, statistics
  'Must not be before the start date.': { zh: '不能早于开始日期。', es: 'No puede ser anterior a la fecha de inicio.' },
  'Either a company or a check point is required.': { zh: '请指定企业或检查点。', es: 'Indique una empresa o un punto de control.' },
  'The inspection does not exist.': { zh: '检查记录不存在。', es: 'La inspección no existe.' },
  'The standing book does not exist.': { zh: '台账不存在。', es: 'El libro de registro no existe.' },
  'The staff member does not exist.': { zh: '人员不存在。', es: 'El empleado no existe.' },

  // Operate: companies and check points
  'Must be an 18-character unified social credit code.': {
    zh: '必须是 18 位统一社会信用代码。',
    es: 'Debe ser un código unificado de crédito social de 18 caracteres.',
  },
  'The credit code is already in use.': { zh: '统一社会信用代码已被使用。', es: 'El código de crédito social ya está en uso.' },
  'Each item must be a name or an object with name and standard.': {
    zh: '每个检查项必须是名称，或包含 name 和 standard 的对象。',
    es: 'Cada elemento debe ser un nombre o un objeto con name y standard.',
  },
  'The check point does not exist.': { zh: '检查点不存在。', es: 'El punto de control no existe.' },
  'The check point still has inspections.': { zh: '该检查点仍有检查记录。', es: 'El punto de control todavía tiene inspecciones.' },

  // Imports (imports/checked-import.ts)
  'Some rows are invalid.': { zh: '部分行有错误。', es: 'Algunas filas no son válidas.' },
  'The same value is on another row of the file.': { zh: '文件中另一行已有相同的值。', es: 'El mismo valor aparece en otra fila del archivo.' },
  'Several records have this name; use the id.': { zh: '有多条记录同名，请填写 ID。', es: 'Varios registros tienen este nombre; indique el ID.' },
  'No record has this name or id.': { zh: '找不到该名称或 ID 对应的记录。', es: 'Ningún registro tiene este nombre o ID.' },

  // Second factor, sessions, re-authentication and handover (security, second round)
  'Confirm your password to continue.': { zh: '请再次输入密码以继续。', es: 'Confirme su contraseña para continuar.' },
  'This login has expired. Log in again.': { zh: '本次登录已过期，请重新登录。', es: 'Este inicio de sesión ha caducado. Vuelva a iniciar sesión.' },
  'The code is incorrect.': { zh: '验证码不正确。', es: 'El código no es correcto.' },
  'The password is incorrect.': { zh: '密码不正确。', es: 'La contraseña no es correcta.' },
  'A second factor is already set up.': { zh: '已设置两步验证。', es: 'Ya tiene configurada la verificación en dos pasos.' },
  'This user has no second factor.': { zh: '该用户尚未设置两步验证。', es: 'Este usuario no tiene verificación en dos pasos.' },
  'Reset your own second factor with a recovery code at login.': {
    zh: '不能重置自己的两步验证；登录时可使用恢复码。',
    es: 'No puede restablecer su propia verificación en dos pasos; al iniciar sesión puede usar un código de recuperación.',
  },
  'The session does not exist or has ended.': { zh: '该会话不存在或已结束。', es: 'La sesión no existe o ya ha terminado.' },
  'This link has expired or was already used.': { zh: '该链接已过期或已被使用。', es: 'Este enlace ha caducado o ya se ha utilizado.' },
  'A file may carry at most {max} different passwords; users change theirs later.': {
    zh: '一个文件最多只能包含 {max} 种不同的密码；用户之后会自行修改。',
    es: 'Un archivo puede contener como máximo {max} contraseñas distintas; cada usuario cambiará la suya después.',
  },
  'An import of yours is still running. Try again when it has finished.': {
    zh: '您的另一项导入仍在进行，请等它完成后再试。',
    es: 'Todavía se está ejecutando otra importación suya. Vuelva a intentarlo cuando termine.',
  },

  // Entity record calls (server/src/entities/records/)
  'The value is already in use.': { zh: '该值已被使用。', es: 'El valor ya está en uso.' },
  'The referenced record does not exist.': { zh: '所引用的记录不存在。', es: 'El registro al que hace referencia no existe.' },
  'Records of {entity} still point at it.': { zh: '仍有{entity}记录指向它。', es: 'Todavía hay registros de {entity} que apuntan a él.' },
  'Must have at most {decimals} digits after the point.': { zh: '小数点后最多 {decimals} 位。', es: 'Debe tener como máximo {decimals} decimales.' },
  'Must be a date and time (YYYY-MM-DD HH:mm:ss).': { zh: '必须是日期和时间（YYYY-MM-DD HH:mm:ss）。', es: 'Debe ser una fecha y hora (AAAA-MM-DD HH:mm:ss).' },

  // Entity definitions (server/src/entities/): the calls, and the language's checks by place
  'The entity does not exist.': { zh: '该实体不存在。', es: 'La entidad no existe.' },
  'The change conflicts with records already stored.': { zh: '该修改与已保存的记录冲突。', es: 'El cambio choca con registros ya guardados.' },
  'Must be a JSON object.': { zh: '必须是 JSON 对象。', es: 'Debe ser un objeto JSON.' },
  'Must be an object.': { zh: '必须是对象。', es: 'Debe ser un objeto.' },
  'Must be true or false.': { zh: '必须是 true 或 false。', es: 'Debe ser true o false.' },
  'Must be true, false or alwaysOn.': { zh: '必须是 true、false 或 alwaysOn。', es: 'Debe ser true, false o alwaysOn.' },
  'Must be a whole number from {min} to {max}.': { zh: '必须是 {min} 到 {max} 之间的整数。', es: 'Debe ser un número entero de {min} a {max}.' },
  'Must be text, a number or true/false.': { zh: '必须是文本、数字或 true/false。', es: 'Debe ser texto, un número o true/false.' },
  'Is not part of the definition language.': { zh: '不属于定义语言。', es: 'No forma parte del lenguaje de definición.' },
  'Is given twice.': { zh: '重复出现。', es: 'Aparece dos veces.' },
  'Must give the words in zh, en and es.': { zh: '须给出 zh、en 和 es 三种语言的文字。', es: 'Debe dar el texto en zh, en y es.' },
  'The word in {lang} is missing.': { zh: '缺少 {lang} 的文字。', es: 'Falta el texto en {lang}.' },
  'Must give name, item and create in zh, en and es.': { zh: '须以 zh、en 和 es 给出 name、item 和 create。', es: 'Debe dar name, item y create en zh, en y es.' },
  'Must give group, order and icon.': { zh: '须给出 group、order 和 icon。', es: 'Debe dar group, order e icon.' },
  'Must give field and order.': { zh: '须给出 field 和 order。', es: 'Debe dar field y order.' },
  'Use 2-40 lower-case letters, digits and _, starting with a letter.': {
    zh: '使用 2 到 40 个小写字母、数字和 _，以字母开头。',
    es: 'Use de 2 a 40 letras minúsculas, dígitos y _, empezando por una letra.',
  },
  'Use 1-40 letters, digits and . _ -': { zh: '使用 1 到 40 个字母、数字和 . _ -', es: 'Use de 1 a 40 letras, dígitos y . _ -' },
  'This name is reserved.': { zh: '该名称为保留名称。', es: 'Este nombre está reservado.' },
  'A definition needs at least one field.': { zh: '定义至少需要一个字段。', es: 'Una definición necesita al menos un campo.' },
  'Names no field of the definition.': { zh: '定义中没有该字段。', es: 'No nombra ningún campo de la definición.' },
  'Names no sortable field of the definition.': { zh: '定义中没有该可排序字段。', es: 'No nombra ningún campo ordenable de la definición.' },
  'Only text fields have a length.': { zh: '只有文本字段有长度。', es: 'Solo los campos de texto tienen longitud.' },
  'Only text fields have a pattern.': { zh: '只有文本字段有格式规则。', es: 'Solo los campos de texto tienen un patrón.' },
  'Only number fields have a range.': { zh: '只有数字字段有取值范围。', es: 'Solo los campos numéricos tienen un rango.' },
  'Only number fields have decimals.': { zh: '只有数字字段有小数位。', es: 'Solo los campos numéricos tienen decimales.' },
  'Only choice fields have choices.': { zh: '只有选项字段有选项。', es: 'Solo los campos de opciones tienen opciones.' },
  'Only status fields have words.': { zh: '只有状态字段有状态文字。', es: 'Solo los campos de estado tienen textos de estado.' },
  'Only reference fields name an entity.': { zh: '只有引用字段指向实体。', es: 'Solo los campos de referencia nombran una entidad.' },
  'Must not exceed maxLength.': { zh: '不能大于 maxLength。', es: 'No debe superar maxLength.' },
  'Must not exceed max.': { zh: '不能大于 max。', es: 'No debe superar max.' },
  'Must give regex and message.': { zh: '须给出 regex 和 message。', es: 'Debe dar regex y message.' },
  'Is not a valid regular expression.': { zh: '不是有效的正则表达式。', es: 'No es una expresión regular válida.' },
  'A choice field needs its choices.': { zh: '选项字段需要给出选项。', es: 'Un campo de opciones necesita sus opciones.' },
  'Is not one of the choices.': { zh: '不在选项之中。', es: 'No es una de las opciones.' },
  'A reference names its entity.': { zh: '引用字段须指明其实体。', es: 'Una referencia nombra su entidad.' },
  'Names no entity or built-in resource.': { zh: '没有该实体或内置资源。', es: 'No nombra ninguna entidad ni recurso integrado.' },
  'Must give the related list its label.': { zh: '须给出关联列表的标题。', es: 'Debe dar la etiqueta de la lista relacionada.' },
  'Must be a path such as /maintenance/records.': { zh: '必须是路径，例如 /maintenance/records。', es: 'Debe ser una ruta como /maintenance/records.' },
  'Must be an object of call paths.': { zh: '必须是由接口路径组成的对象。', es: 'Debe ser un objeto de rutas de llamada.' },
  'Must be a call path such as operate/entity/name/list.': { zh: '必须是接口路径，例如 operate/entity/name/list。', es: 'Debe ser una ruta de llamada como operate/entity/name/list.' },
  'A built-in resource has this name.': { zh: '已有内置资源使用该名称。', es: 'Un recurso integrado ya tiene este nombre.' },
  'A built-in resource has this permission prefix.': { zh: '已有内置资源使用该权限前缀。', es: 'Un recurso integrado ya tiene este prefijo de permiso.' },
  'A built-in resource has this audit name.': { zh: '已有内置资源使用该审计名称。', es: 'Un recurso integrado ya tiene este nombre de auditoría.' },
  'The entity {name} has this permission prefix.': { zh: '实体 {name} 已使用该权限前缀。', es: 'La entidad {name} ya tiene este prefijo de permiso.' },
  'The entity {name} has this audit name.': { zh: '实体 {name} 已使用该审计名称。', es: 'La entidad {name} ya tiene este nombre de auditoría.' },
  'The entity {name} has this route.': { zh: '实体 {name} 已使用该路由。', es: 'La entidad {name} ya tiene esta ruta.' },
  'The entity {name} has this table.': { zh: '实体 {name} 已使用该数据表。', es: 'La entidad {name} ya tiene esta tabla.' },
  'The entity {name} has this call path.': { zh: '实体 {name} 已使用该接口路径。', es: 'La entidad {name} ya tiene esta ruta de llamada.' },
};

// Definitions with computed values and lists of items, shared by the server's tests of them and
// the console's: patrol points numbered by the server, the visits made to them, and rounds
// whose check items are kept as rows of the record.
import type { EntityDefinition, FieldDefinition, Words } from '../../src/entities/language/document.js';

const words = (en: string, zh: string, es: string): Words => ({ zh, en, es });

const labels = (en: [string, string, string], zh: [string, string, string], es: [string, string, string]) => ({
  name: words(en[0], zh[0], es[0]),
  item: words(en[1], zh[1], es[1]),
  create: words(en[2], zh[2], es[2]),
});

export const CODE: FieldDefinition = { name: 'code', type: 'computed', label: words('Code', '编号', 'Código'), computed: { kind: 'code', prefix: 'PP-', digits: 4 }, sort: true, filter: true, search: true };
export const CREATED_BY: FieldDefinition = { name: 'created_by', type: 'computed', label: words('Created by', '创建人', 'Creado por'), computed: { kind: 'createdBy' }, filter: true, sort: true };
export const CHANGED_BY: FieldDefinition = { name: 'changed_by', type: 'computed', label: words('Changed by', '修改人', 'Modificado por'), computed: { kind: 'changedBy' } };
export const VISITS: FieldDefinition = { name: 'visits', type: 'computed', label: words('Visits', '巡查次数', 'Visitas'), computed: { kind: 'count', entity: 'patrol_visits', field: 'point_id' } };

export const patrolPoints = (fields: FieldDefinition[] = [CODE, CREATED_BY, CHANGED_BY]): EntityDefinition => ({
  name: 'patrol_points',
  version: 1,
  labels: labels(['Patrol points', 'Patrol point', 'New patrol point'], ['巡查点', '巡查点', '新增巡查点'], ['Puntos de ronda', 'Punto de ronda', 'Nuevo punto de ronda']),
  recordTitle: 'name',
  fields: [{ name: 'name', type: 'text', label: words('Name', '名称', 'Nombre'), required: true, maxLength: 40 }, ...fields],
});

export const patrolVisits = (): EntityDefinition => ({
  name: 'patrol_visits',
  version: 1,
  labels: labels(['Visits', 'Visit', 'New visit'], ['巡查记录', '巡查记录', '新增巡查记录'], ['Visitas', 'Visita', 'Nueva visita']),
  recordTitle: 'note',
  fields: [
    { name: 'note', type: 'text', label: words('Note', '备注', 'Nota'), required: true },
    { name: 'point_id', type: 'reference', label: words('Point', '巡查点', 'Punto'), reference: { entity: 'patrol_points' } },
  ],
});

export const CHECK_FIELDS: FieldDefinition[] = [
  { name: 'name', type: 'text', label: words('Item', '检查项', 'Elemento'), required: true, maxLength: 20 },
  {
    name: 'result',
    type: 'choice',
    label: words('Result', '结果', 'Resultado'),
    choices: [
      { value: 'ok', label: words('OK', '正常', 'Correcto') },
      { value: 'fault', label: words('Fault', '故障', 'Avería') },
    ],
    default: 'ok',
  },
  { name: 'reading', type: 'number', label: words('Reading', '读数', 'Lectura'), min: 0, max: 100, decimals: 1 },
  { name: 'done', type: 'boolean', label: words('Done', '已完成', 'Hecho') },
];

export const CHECKS: FieldDefinition = { name: 'checks', type: 'items', label: words('Check items', '检查项', 'Elementos de control'), max: 3, fields: CHECK_FIELDS };

export const patrolRounds = (checks: FieldDefinition = CHECKS): EntityDefinition => ({
  name: 'patrol_rounds',
  version: 1,
  labels: labels(['Rounds', 'Round', 'New round'], ['巡查轮次', '巡查轮次', '新增巡查轮次'], ['Rondas', 'Ronda', 'Nueva ronda']),
  recordTitle: 'title',
  fields: [{ name: 'title', type: 'text', label: words('Title', '标题', 'Título'), required: true }, checks],
});

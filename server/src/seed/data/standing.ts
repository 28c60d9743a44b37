// Standing book (台账) kinds and the phrases used for their entries, plus the
// vocabulary of warning handling.

export interface StandingKindDef {
  type: string;
  name: string;
  titles: readonly string[];
  contents: readonly string[];
}

/** The `type` of a year root book. */
export const YEAR_TYPE = 'year';

export const STANDING_KINDS: readonly StandingKindDef[] = [
  {
    type: 'inspection', name: '安全检查台账',
    titles: ['月度综合安全检查', '节前安全大检查', '专项安全检查', '季度消防安全检查'],
    contents: ['共检查{n}个部位，发现问题{m}项，已全部落实整改责任人。', '检查覆盖生产、仓储、办公区域，问题{m}项，限期整改。'],
  },
  {
    type: 'hazard', name: '隐患排查治理台账',
    titles: ['一般隐患排查', '重大隐患复核', '隐患整改验收', '隐患排查月报'],
    contents: ['排查隐患{m}项，已整改{n}项，其余纳入跟踪。', '对上月隐患逐项复核，整改完成率{p}%。'],
  },
  {
    type: 'training', name: '安全教育培训台账',
    titles: ['新员工三级安全教育', '特种作业人员复训', '危化品安全知识培训', '全员安全生产月培训'],
    contents: ['参训{n}人，考试合格率{p}%，培训时长{h}学时。', '采用理论加实操方式，参训{n}人，全部考核合格。'],
  },
  {
    type: 'equipment', name: '设备设施维护台账',
    titles: ['特种设备定期检验', '消防设施维保', '防雷装置检测', '压力容器年度检查'],
    contents: ['完成{n}台设备检验，均在有效期内。', '维保单位现场检测，发现问题{m}项，已更换部件。'],
  },
  {
    type: 'drill', name: '应急演练台账',
    titles: ['火灾疏散演练', '危化品泄漏处置演练', '触电急救演练', '综合应急预案演练'],
    contents: ['参演{n}人，疏散用时{h}分钟，演练效果良好。', '演练暴露问题{m}项，已修订现场处置方案。'],
  },
  {
    type: 'chemical', name: '危险化学品管理台账',
    titles: ['危化品出入库盘点', '危化品安全技术说明书更新', '废弃化学品处置', '储存场所专项检查'],
    contents: ['盘点品种{n}种，账物相符。', '处置废弃化学品{h}批次，转移联单齐全。'],
  },
  {
    type: 'permit', name: '危险作业审批台账',
    titles: ['动火作业审批', '有限空间作业审批', '高处作业审批', '临时用电审批'],
    contents: ['审批作业{n}项，现场监护到位，无违章。', '作业前气体检测合格，安全措施落实{p}%。'],
  },
];

export const HANDLING = {
  report: ['现场发现问题并拍照上报', '巡检发现异常，已现场标识', '系统监测数据超限自动告警', '监管检查发现问题，责令整改'],
  accept: ['已受理，指派责任班组整改', '已受理，限期三日内整改完毕', '已受理，通知设备科处理', '已受理，先行采取临时管控措施'],
  rectify: ['已更换损坏部件', '已清理现场并恢复原状', '已联系维保单位完成维修', '已补充配备并登记', '已重新校验合格', '正在采购备件，临时措施已落实'],
  review: ['复查合格', '现场复查，整改到位', '复查符合标准要求', '复查合格，纳入日常巡检重点'],
  close: ['隐患闭环，归档', '整改完成，予以办结', '办结，举一反三开展同类排查'],
} as const;

/** Actors who accept and close warnings on the company side. */
export const COMPANY_ROLES = ['安全主管', '设备科', '生产部', '安环部'];

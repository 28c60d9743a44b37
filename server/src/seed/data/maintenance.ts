// The vocabulary of the demo's maintenance records: the machines of an aerospace supply-chain
// plant, and what each kind of work leaves as a note.

export const EQUIPMENT: readonly string[] = [
  '五轴数控加工中心', '卧式加工中心', '数控车床', '三坐标测量机', '真空热处理炉', '真空钎焊炉', '激光切割机',
  '电子束焊机', '超声波探伤仪', 'X射线探伤机', '热等静压机', '复合材料热压罐', '喷丸强化设备', '桥式起重机',
  '空气压缩机', '纯水制备系统', '环境试验箱', '振动试验台', '数控折弯机', '涂装生产线',
];

/** Choice values of the shipped definition (entities/maintenance_records.json), with their weights. */
export const KINDS = ['routine', 'repair', 'overhaul', 'calibration'] as const;
export const KIND_WEIGHTS = [6, 3, 1, 2] as const;

export const NOTES: Record<(typeof KINDS)[number], readonly string[]> = {
  routine: ['按保养规程更换润滑油和滤芯，运行正常。', '清理导轨与防护罩，紧固松动螺栓{m}处。', '检查电气柜和冷却系统，未见异常。'],
  repair: ['主轴异响，更换轴承后试运行{h}小时正常。', '液压系统渗漏，更换密封件{m}件。', '控制系统报警，更换伺服驱动器一台。'],
  overhaul: ['整机解体检修，更换磨损部件{n}件，精度恢复至出厂标准。', '年度大修完成，停机{h}天，验收合格。'],
  calibration: ['按计量规程校准，示值误差在允许范围内。', '送检校准完成，证书有效期一年。', '温度均匀性测试{n}点，偏差符合要求。'],
};

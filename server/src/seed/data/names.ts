// Vocabulary for people and companies.

const split = (s: string): string[] => s.split(' ');

export const SURNAMES = split(
  '王 李 张 刘 陈 杨 赵 黄 周 吴 徐 孙 胡 朱 高 林 何 郭 马 罗 梁 宋 郑 谢 韩 唐 冯 于 董 萧 程 曹 袁 邓 许 傅 沈 曾 彭 吕 ' +
    '苏 卢 蒋 蔡 贾 丁 魏 薛 叶 阎 余 潘 杜 戴 夏 钟 汪 田 任 姜 范 方 石 姚 谭 廖 邹 熊 金 陆 郝 孔 白 崔 康 毛 邱 秦 江 史 ' +
    '顾 侯 邵 孟 龙 万 段 雷 钱 汤 尹 黎 易 常 武 乔 贺 赖 龚 文',
);

export const GIVEN = split(
  '伟 芳 娜 敏 静 丽 强 磊 军 洋 勇 艳 杰 娟 涛 明 超 秀 霞 平 刚 桂 英 华 玉 萍 红 辉 鹏 飞 斌 宇 浩 凯 健 俊 帆 帅 旭 宁 ' +
    '龙 林 欣 晨 博 文 志 建 国 海 波 峰 亮 瑞 琳 婷 雪 慧 颖 倩 鑫 阳 晓 东 新 雨 佳 思 嘉 梓 子 泽 昊 航 翔 振 卫 兵',
);

export const POSITIONS = ['巡检员', '安全员', '班组长', '操作工', '设备工程师', '电工', '质检员', '库管员', '安全主管', '车间主任'] as const;
export const POSITION_WEIGHTS = [30, 15, 10, 15, 8, 6, 6, 4, 3, 3];

/** Second half of an aerospace supply-chain company name. */
export const BRANDS = split(
  '航天 航空 宇航 天宇 星河 秦岭 长安 华航 天成 鸿翔 北斗 神舟 凌云 翔宇 天际 银河 启航 远望 飞鸿 九天 ' +
    '天工 星辰 蓝天 中航 恒星 航宇 瀚海 天翼 火箭 腾飞',
);

export const BUSINESSES = split(
  '动力机械 精密机电 复合材料 电子技术 推进剂 惯性导航 精密铸造 特种焊接 液压元件 紧固件 热处理 测控技术 密封件 ' +
    '光电 新材料 精密仪器 阀门 线缆 结构件 发动机零部件 热防护材料 微电子 伺服控制 标准件 钛合金制品 表面处理 ' +
    '工装模具 试验设备 卫星应用 燃料储运 锻造 数控加工 橡胶制品 电源技术 天线技术 轴承 齿轮传动 涂层材料 ' +
    '无损检测 环境试验',
);

export const MIDDLES = ['', '', '', '科技', '制造', '工程', '实业'];

export const SUFFIXES = ['有限公司', '有限责任公司', '股份有限公司'];
export const SUFFIX_WEIGHTS = [6, 2, 1];

/** Where a clock-in happens inside a plant. */
export const GATES = ['东门', '西门', '南门', '北门', '一号门岗', '二号门岗', '办公楼大厅', '生产区门禁'];

/** Prefixes for check point names inside a plant. */
export const AREAS = ['一号', '二号', '三号', '东区', '西区', '南区', '北区', '新区', '老区', '101', '102', '201', '202', 'A栋', 'B栋', 'C区'];

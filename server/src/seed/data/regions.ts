// Administrative divisions used by the demo data. Codes are the national administrative
// division codes (GB/T 2260) and double as the city ids; centres are approximate.

export interface DistrictDef {
  code: number;
  name: string;
  lng: number;
  lat: number;
  /** Relative share of demo companies placed in this district. */
  weight: number;
  roads: readonly string[];
}

export interface CityDef {
  code: number;
  name: string;
  /** The name without 市, used as a company-name prefix. */
  short: string;
  areaCode: string;
  districts: readonly DistrictDef[];
}

export interface ProvinceDef {
  code: number;
  name: string;
  short: string;
  cities: readonly CityDef[];
}

const d = (code: number, name: string, lng: number, lat: number, weight: number, roads: string): DistrictDef => ({
  code, name, lng, lat, weight, roads: roads.split(' '),
});

export const PROVINCES: readonly ProvinceDef[] = [
  {
    code: 610000, name: '陕西省', short: '陕西',
    cities: [
      {
        code: 610100, name: '西安市', short: '西安', areaCode: '029',
        districts: [
          d(610102, '新城区', 108.9603, 34.2664, 2, '解放路 长乐西路 西五路 韩森路 金花北路'),
          d(610103, '碑林区', 108.9404, 34.2569, 3, '友谊东路 南二环东段 太乙路 东关正街 环城南路'),
          d(610104, '莲湖区', 108.9332, 34.2656, 2, '劳动路 大庆路 桃园北路 丰庆路 西关正街'),
          d(610111, '灞桥区', 109.0648, 34.2726, 2, '纺织城正街 灞桥街 长乐东路 东城大道'),
          d(610112, '未央区', 108.9468, 34.3087, 4, '凤城八路 明光路 草滩三路 北辰大道 尚稷路'),
          d(610113, '雁塔区', 108.9266, 34.2134, 5, '科技路 高新路 锦业路 丈八东路 唐延路'),
          d(610114, '阎良区', 109.2286, 34.6622, 5, '人民东路 蓝天路 北环路 振兴街 航空三路'),
          d(610116, '长安区', 108.9846, 34.1524, 7, '航天中路 神舟四路 东长安街 航天东路 飞天路'),
        ],
      },
      {
        code: 610300, name: '宝鸡市', short: '宝鸡', areaCode: '0917',
        districts: [
          d(610302, '渭滨区', 107.1498, 34.3710, 3, '渭滨路 经二路 清姜路 高新大道'),
          d(610303, '金台区', 107.1469, 34.3761, 2, '金台大道 东风路 卧龙寺路 蟠龙大道'),
          d(610304, '陈仓区', 107.3871, 34.3546, 2, '陈仓大道 虢镇东街 宝鸡东路'),
        ],
      },
      {
        code: 610400, name: '咸阳市', short: '咸阳', areaCode: '029',
        districts: [
          d(610402, '秦都区', 108.7064, 34.3297, 2, '人民西路 渭阳西路 玉泉路 世纪大道'),
          d(610404, '渭城区', 108.7372, 34.3617, 2, '文林路 朝阳一路 渭阳中路 正阳街'),
        ],
      },
      {
        code: 610700, name: '汉中市', short: '汉中', areaCode: '0916',
        districts: [d(610702, '汉台区', 107.0316, 33.0676, 2, '天汉大道 北一环路 兴汉路 中山街')],
      },
    ],
  },
  {
    code: 510000, name: '四川省', short: '四川',
    cities: [
      {
        code: 510100, name: '成都市', short: '成都', areaCode: '028',
        districts: [
          d(510104, '锦江区', 104.0832, 30.6561, 1, '东大街 红星路 三色路 静安路'),
          d(510107, '武侯区', 104.0430, 30.6423, 2, '武侯大道 科华北路 武兴路 二环路南四段'),
          d(510108, '成华区', 104.1019, 30.6600, 2, '建设路 府青路 双林路 二仙桥东路'),
          d(510112, '龙泉驿区', 104.2747, 30.5568, 2, '龙都南路 车城东路 驿都大道 成龙大道'),
          d(510114, '新都区', 104.1588, 30.8232, 2, '新都大道 蓉都大道 港通北路'),
        ],
      },
      {
        code: 510700, name: '绵阳市', short: '绵阳', areaCode: '0816',
        districts: [
          d(510703, '涪城区', 104.7568, 31.4551, 3, '临园路 跃进路 绵兴东路 剑南路'),
          d(510704, '游仙区', 104.7663, 31.4732, 2, '游仙东路 沈家坝北街 仙人路'),
        ],
      },
    ],
  },
  {
    code: 420000, name: '湖北省', short: '湖北',
    cities: [
      {
        code: 420100, name: '武汉市', short: '武汉', areaCode: '027',
        districts: [
          d(420102, '江岸区', 114.3095, 30.6000, 1, '解放大道 沿江大道 黄浦大街 后湖大道'),
          d(420106, '武昌区', 114.3160, 30.5541, 1, '中南路 武珞路 徐东大街 和平大道'),
          d(420111, '洪山区', 114.3439, 30.5002, 3, '珞喻路 关山大道 光谷大道 雄楚大道'),
          d(420112, '东西湖区', 114.1370, 30.6203, 2, '金银湖路 吴家山一路 东吴大道'),
        ],
      },
      {
        code: 420600, name: '襄阳市', short: '襄阳', areaCode: '0710',
        districts: [d(420607, '襄州区', 112.2112, 32.0871, 2, '航空路 航宇路 襄州大道 伏龙路')],
      },
    ],
  },
];

export interface GovernmentDef {
  name: string;
  level: 'province' | 'city' | 'district';
  cityCode: number;
  /** Index of the parent in GOVERNMENTS, or null for a top-level body. */
  parent: number | null;
}

export const GOVERNMENTS: readonly GovernmentDef[] = [
  { name: '陕西省应急管理厅', level: 'province', cityCode: 610000, parent: null },
  { name: '西安市应急管理局', level: 'city', cityCode: 610100, parent: 0 },
  { name: '宝鸡市应急管理局', level: 'city', cityCode: 610300, parent: 0 },
  { name: '咸阳市应急管理局', level: 'city', cityCode: 610400, parent: 0 },
  { name: '西安市长安区应急管理局', level: 'district', cityCode: 610116, parent: 1 },
  { name: '西安市雁塔区应急管理局', level: 'district', cityCode: 610113, parent: 1 },
  { name: '西安市阎良区应急管理局', level: 'district', cityCode: 610114, parent: 1 },
  { name: '西安市未央区应急管理局', level: 'district', cityCode: 610112, parent: 1 },
  { name: '四川省应急管理厅', level: 'province', cityCode: 510000, parent: null },
  { name: '成都市应急管理局', level: 'city', cityCode: 510100, parent: 8 },
  { name: '绵阳市应急管理局', level: 'city', cityCode: 510700, parent: 8 },
  { name: '湖北省应急管理厅', level: 'province', cityCode: 420000, parent: null },
  { name: '武汉市应急管理局', level: 'city', cityCode: 420100, parent: 11 },
];

/** Every district with its city and province, in a stable order. */
export interface DistrictPlace {
  province: ProvinceDef;
  city: CityDef;
  district: DistrictDef;
}

export const DISTRICTS: readonly DistrictPlace[] = PROVINCES.flatMap((province) =>
  province.cities.flatMap((city) => city.districts.map((district) => ({ province, city, district }))),
);

import type en from './en';

const zh: typeof en = {
  app: {
    title: '航天运营管理系统',
    api: {
      network: '无法连接服务器，请检查网络后重试。',
      timeout: '服务器响应超时，请重试。',
      http_status: '服务器暂时出现问题，请稍后再试。',
      bad_response: '服务器返回了无法识别的数据。',
      unknown: '操作失败，请重试。',
      outage: {
        database: '服务暂时无法连接数据库。控制台正在自动重试，恢复后会立即刷新本页。',
        network: '暂时无法连接服务器。控制台正在自动重试，连接恢复后会立即刷新本页。',
        retry: '立即重试',
      },
    },
    data: {
      unknown_resource: '该页面尚未配置。',
      unsupported: '此处不支持该操作。',
      not_found: '该记录已不存在。',
    },
    auth: { not_logged_in: '您尚未登录。' },
    relogin: {
      title: '确定登出',
      content: '你已被登出，可以取消继续留在该页面，或者重新登录',
      confirm: '重新登录',
      cancel: '取消',
    },
    auth_redirect: {
      title: '替换当前登录？',
      content: '此浏览器中已有登录的会话。您打开的链接会以另一身份登录，可能是另一位用户。要保留当前会话，还是用链接中的会话替换它？',
      keep: '保留当前会话',
      replace: '替换',
    },
    login: {
      subtitle: '登录运营与监管后台',
      account: '账号',
      password: '密码',
      submit: '登录',
      account_required: '请输入账号',
      password_required: '请输入密码',
    },
    language: { label: '语言', switched: '切换语言成功' },
    page: {
      not_found_title: '页面不存在',
      not_found_text: '您访问的页面不存在或已被移动。',
      unauthorized_title: '无权访问',
      unauthorized_text: '您的角色无权打开此页面。',
      back_home: '返回首页',
      placeholder: '该页面正在建设中，其数据已由接口提供。',
      edit: '编辑{{resource}}：{{name}}',
      show: '{{resource}}：{{name}}',
    },
    status: { enabled: '启用', disabled: '停用' },
    common: { yes: '是', no: '否' },
    handle: { '0': '待处理', '1': '处理中', '2': '已处理' },
    list: { search: '搜索', actions: '操作', range_capped: '第 {{from}}-{{to}} 条，共超过 {{total}} 条' },
    form: { password_keep: '留空则保持原密码', password_confirm: '确认密码' },
    validation: {
      phone: '请输入有效的电话号码',
      password_mismatch: '两次输入的密码不一致',
      credit_code: '统一社会信用代码为 18 位数字或大写字母',
    },
    tree: { next_level: '下一级', load_failed: '列表加载失败' },
    time: { just_now: '刚刚', minutes: '{{count}} 分钟前', hours: '{{count}} 小时前', days: '{{count}} 天前' },
  },
  menu: {
    home: '首页',
    governmentResources: '政府资源',
    partnerCompanies: '合作企业',
    personnel: '人员管理',
    checkpoints: '检查点管理',
    safetyInspection: '安全检查管理',
    alarms: '报警管理',
    permission: '权限管理',
    statistic: '统计',
    accounts: '账号',
    documentation: '文档',
    guide: '引导',
  },
};

export default zh;

// Passwords this project publishes (demo and default passwords) and long common ones that pass a
// length rule, refused beside the 10,000 most common of server/assets/common-passwords.txt.
export const COMMON_PASSWORDS: readonly string[] = [
  // This project's published passwords.
  'admin123', 'editor123', 'visitor123', 'demo123456',
  // Top of the breach lists.
  '123456', '123456789', '12345678', 'password', 'qwerty', '12345', '1234567', '111111', '123123', '1234567890',
  'abc123', 'password1', '1234', 'iloveyou', '000000', 'qwerty123', 'dragon', 'monkey', 'letmein', 'football',
  'sunshine', 'princess', 'welcome', 'admin', 'passw0rd', 'master', 'shadow', 'baseball', 'superman', 'trustno1',
  'qwertyuiop', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'asdfghjkl', '654321', '666666', '888888', '987654321',
  '5201314', '1314520', 'woaini1314', 'a123456', 'aa123456', 'qq123456', 'abcd1234', 'a12345678', 'p@ssw0rd',
  // Long ones that pass a length rule.
  '123456789012', '1234567890123', '12345678901234', '123456123456', '111111111111', '000000000000',
  '123123123123', 'qwertyuiop12', 'qwerty123456', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'zaq1zaq1zaq1', 'qwertyqwerty',
  'passwordpassword', 'password1234', 'password12345', 'password123456', 'password123!', 'p@ssw0rd1234',
  'administrator', 'administrator1', 'admin1234567', 'admin123456789', 'adminadmin123', 'welcome12345',
  'welcome123456', 'iloveyou1234', 'letmein12345', 'changeme1234', 'changemenow!', 'abcdefghijkl',
  'abc123456789', 'a1b2c3d4e5f6', 'asdfghjkl123', 'asdfasdfasdf', 'qazwsxedcrfv', 'football1234', 'baseball1234',
  'superman1234', 'princess1234', 'sunshine1234', 'starwars1234', 'trustno11234', 'monkey123456', 'dragon123456',
  'woaini123456', 'woaini520520', 'aaaaaaaaaaaa', 'zxcvbnm12345', 'zxcvbnmasdfg', 'qwe123qwe123', '1qazxsw23edc',
];

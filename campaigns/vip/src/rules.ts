// The VIP rules page's texts (English keys, translated in messages/).
export const VIP_RULES = [
  'A VIP package runs for its days from the moment it is paid. Buying again before it ends adds the days after the current end.',
  'Your VIP level is the level of the package you bought; while your VIP runs, a new package never lowers it.',
  'During a VIP sale, every package brings the announced share of extra days, counted in whole days.',
  'Privileges, effects and MV templates of your level are yours while your VIP runs and pause when it ends.',
  'VIPs get coins back on every recharge, a share set by their level, credited monthly.',
  'Payments are made on the VIP recharge page: choose how to pay and enter the purchasing account. A paid package cannot be refunded.',
  'Trading, selling or sharing a VIP account breaks the terms of service and ends the VIP without refund.',
] as const;
export const REBATE_BY_LEVEL = 'Recharge rebate by level';
export const RULES_HELP = 'Questions about VIP? Our team is here to help.';

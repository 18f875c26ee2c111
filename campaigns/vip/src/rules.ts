// The VIP rules page's own texts (English keys, translated in messages/); the rules themselves
// are the server's (`rules` of the VIP store).
export const REBATE_BY_LEVEL = 'Recharge rebate by level';
export const RULES_HELP = 'Questions about VIP? Our team is here to help.';

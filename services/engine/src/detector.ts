// The contract between the gRPC layer and the detection core (src/detection). Plain data, no I/O.
export type Verdict = "clean" | "suspicious" | "spam";
export type ActionName = "none" | "review" | "delete" | "delete_and_mute" | "delete_and_ban";

export interface GroupSettings {
  spam_threshold: number;
  suspicious_threshold: number;
  action_on_spam: Exclude<ActionName, "none">;
  new_member_probation_messages: number;
  block_links_from_new_members: boolean;
  max_emojis: number;
}

export interface CustomRule {
  id: string;
  name: string;
  kind: "keyword" | "regex" | "domain";
  pattern: string;
  weight: number;
  enabled: boolean;
}

export interface WhitelistEntry {
  kind: "user" | "channel";
  id?: number;
  username?: string;
}

export interface Policy {
  version: number;
  settings: GroupSettings;
  rules: CustomRule[];
  whitelist: WhitelistEntry[];
}

export interface Sender {
  userId?: number;
  username?: string;
  senderChatId?: number;
  senderChatUsername?: string;
  priorMessages: number;
  isAdmin?: boolean;
}

export interface Signal {
  name: string;
  weight: number;
  category: string;
}

export interface Detection {
  verdict: Verdict;
  score: number;
  confidence: number;
  recommended_action: ActionName;
  categories: string[];
  matched_rules: string[];
  signals: Signal[];
  whitelisted: boolean;
}

export interface Detector {
  detect(text: string, policy?: Policy, sender?: Sender): Detection;
}

import { ClipboardList, LayoutDashboard, PhoneCall, ScrollText, Users, type LucideIcon } from 'lucide-react';

import { type AdminNavIcon } from '@/types/admin';

export const NAV_ICONS: Record<AdminNavIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  orders: ClipboardList,
  calls: PhoneCall,
  staff: Users,
  audit: ScrollText,
};

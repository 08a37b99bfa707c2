import { Info } from "lucide-react";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { isSignedInPerson } from "@/client/lib/permissions";
import type { CurrentUser } from "@/domain/api/auth";
import { SETTINGS_TEXT } from "../settings-messages";
import { AccountForm } from "./account-form";
import { KitchenPinForm } from "./kitchen-pin-form";
import { SettingsSection } from "./settings-section";

const TEXT = SETTINGS_TEXT.account;

export type AccountSectionProps = { user: CurrentUser };

/**
 * Account (database). The demo account is shared by every visitor, and the server refuses
 * to change it (403): show it read-only rather than offer a form that cannot succeed. The
 * Kitchen PIN is for the restaurant's own people only.
 */
export function AccountSection({ user }: AccountSectionProps) {
  return (
    <SettingsSection id="account" {...SETTINGS_TEXT.sections.account}>
      {user.role === "demo" ? <DemoAccount user={user} /> : <AccountForm user={user} />}
      {isSignedInPerson(user) && <KitchenPinForm />}
    </SettingsSection>
  );
}

function DemoAccount({ user }: AccountSectionProps) {
  return (
    <>
      <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2.5 text-base">
        <Info className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        {TEXT.demoNote}
      </p>
      <FormField label={TEXT.name}>
        {(control) => <Input {...control} value={user.name} readOnly />}
      </FormField>
      <FormField label={TEXT.email}>
        {(control) => <Input {...control} type="email" value={user.email} readOnly />}
      </FormField>
    </>
  );
}

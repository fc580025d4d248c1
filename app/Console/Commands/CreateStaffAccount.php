<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Actions\Staff\InviteStaffMember;
use App\Enums\StaffRole;
use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Security\StaffActor;
use App\Services\Staff\StaffPasswordLink;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Validator;
use Illuminate\Validation\Rule;
use Illuminate\Validation\ValidationException;

/**
 * Creates a staff account, or gives an existing account a role, and prints the one-time link to set its password
 * (STAFF_LINK_HOURS, once). The first owner is made this way; run again for an account that is already staff, it
 * sets the role and prints a new link (a locked-out owner's way back in). Written to the audit log as "console".
 */
final class CreateStaffAccount extends Command
{
    protected $signature = 'shop:staff {email : The staff member\'s e-mail address}
        {--role=owner : owner, manager, editor or warehouse}
        {--name= : Their name (a new account; by default the part of the address before @)}
        {--locale=ro : The language of the link and the back office (ro or ru), for a new account}';

    protected $description = 'Create or promote a staff account and print a one-time link to set its password';

    public function handle(InviteStaffMember $invite): int
    {
        $text = static fn (mixed $value): string => is_string($value) ? $value : '';
        $input = [
            'email' => $text($this->argument('email')),
            'role' => $text($this->option('role')),
            'name' => $text($this->option('name')),
            'locale' => $text($this->option('locale')),
        ];
        $validator = Validator::make($input, [
            'email' => ['required', 'string', 'email', 'max:255'],
            'role' => ['required', 'string'],
            'name' => ['string', 'max:255'],
            'locale' => ['required', Rule::in(Locales::all())],
        ]);
        if ($validator->fails()) {
            foreach ($validator->errors()->all() as $message) {
                $this->error($message);
            }

            return self::INVALID;
        }

        $role = StaffRole::tryFrom($input['role']);
        if ($role === null) {
            $roles = implode(', ', array_map(static fn (StaffRole $role): string => $role->value, StaffRole::cases()));
            $this->error("Unknown role \"{$input['role']}\": use one of {$roles}.");

            return self::INVALID;
        }

        try {
            $result = $invite->handle($input['name'], $input['email'], $role, $input['locale'], StaffActor::console(), mail: false, renew: true);
        } catch (ValidationException $exception) {
            $this->error(implode(' ', $exception->validator->errors()->all()));

            return self::FAILURE;
        }
        $user = $result['user'];

        $this->info(($result['created'] ? 'Created' : 'Updated')." staff account {$user->email} ({$role->value}).");
        if ($user->disabled_at !== null) {
            $this->warn('The account is disabled: an owner enables it again in /admin/personal.');
        }
        $this->line('Set the password with this link (valid '.StaffPasswordLink::hours().' hours, once):');
        $this->line(StaffPasswordLink::url($user, $result['token'], $user->locale));

        return self::SUCCESS;
    }
}

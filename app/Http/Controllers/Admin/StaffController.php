<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin;

use App\Actions\Staff\ChangeStaffRole;
use App\Actions\Staff\DisableStaffMember;
use App\Actions\Staff\EnableStaffMember;
use App\Actions\Staff\InviteStaffMember;
use App\Actions\Staff\ResendStaffInvitation;
use App\Enums\StaffRole;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Staff\ChangeStaffRoleRequest;
use App\Http\Requests\Admin\Staff\InviteStaffRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\User;
use App\Queries\Admin\Staff\StaffList;
use App\Services\Staff\StaffPasswordLink;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * /admin/personal: the staff accounts, inviting, mailing an invitation again, changing roles, disabling and enabling
 * (owners: manage-staff).
 */
final class StaffController extends Controller
{
    public function index(Request $request, StaffList $staff): Response
    {
        /** @var User $viewer */
        $viewer = $request->user();

        return Page::render('admin/staff/index', Text::get('admin.staff.title'), [
            'staff' => $staff->get($viewer),
            'roles' => array_map(static fn (StaffRole $role): string => $role->value, StaffRole::cases()),
            'linkHours' => StaffPasswordLink::hours(),
        ]);
    }

    public function store(InviteStaffRequest $request, InviteStaffMember $invite): RedirectResponse
    {
        $result = $invite->handle(
            $request->string('name')->toString(),
            $request->string('email')->toString(),
            StaffRole::from($request->string('role')->toString()),
            $request->string('locale')->toString(),
            StaffActor::of($request),
        );

        return redirect()->route('admin.staff.index')->with('status', Text::get('admin.staff.invited', ['email' => $result['user']->email]));
    }

    public function updateRole(ChangeStaffRoleRequest $request, User $user, ChangeStaffRole $change): RedirectResponse
    {
        $change->handle($user, $request->role(), $this->viewer($request), StaffActor::of($request));

        return redirect()->route('admin.staff.index')->with('status', Text::get('admin.staff.role_changed', ['email' => $user->email]));
    }

    public function disable(Request $request, User $user, DisableStaffMember $disable): RedirectResponse
    {
        $disable->handle($user, $this->viewer($request), StaffActor::of($request));

        return redirect()->route('admin.staff.index')->with('status', Text::get('admin.staff.disabled', ['email' => $user->email]));
    }

    public function enable(Request $request, User $user, EnableStaffMember $enable): RedirectResponse
    {
        $enable->handle($user, StaffActor::of($request));

        return redirect()->route('admin.staff.index')->with('status', Text::get('admin.staff.enabled', ['email' => $user->email]));
    }

    public function resendInvitation(Request $request, User $user, ResendStaffInvitation $resend): RedirectResponse
    {
        $resend->handle($user, StaffActor::of($request));

        return redirect()->route('admin.staff.index')->with('status', Text::get('admin.staff.invitation_resent', ['email' => $user->email]));
    }

    private function viewer(Request $request): User
    {
        $user = $request->user();
        assert($user instanceof User);

        return $user;
    }
}

// Made by `npm run api:types` from the calls the server declares (server/src/http/console-types.ts).
// Do not edit: change the call's answer or body on the server and run it again.
export interface paths {
    "/admin/admin/admin-data-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/admin/admin-data-count
         * @description Needs the permission statistic:view.
         */
        post: operations["admin_admin_admin_data_count"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/admin/code-model-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/admin/code-model-list
         * @description Needs the permission check:view.
         */
        post: operations["admin_admin_code_model_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/company-inspect-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/auth/company-inspect-data
         * @description Needs the permission statistic:view.
         */
        post: operations["admin_auth_company_inspect_data"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/week-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/auth/week-data
         * @description Needs the permission statistic:view.
         */
        post: operations["admin_auth_week_data"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/staff-clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/staff/staff-clock
         * @description Needs the permission staff:view.
         */
        post: operations["admin_staff_staff_clock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/staff-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/staff/staff-list
         * @description Needs the permission staff:view.
         */
        post: operations["admin_staff_staff_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/staff-positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/staff/staff-positions
         * @description Needs the permission staff:view.
         */
        post: operations["admin_staff_staff_positions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/staff-trail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/staff/staff-trail
         * @description Needs the permission staff:view.
         */
        post: operations["admin_staff_staff_trail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/standing/admin-status-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/standing/admin-status-detail
         * @description Needs the permission inspection:view.
         */
        post: operations["admin_standing_admin_status_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/standing/admin-status-inspect-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/standing/admin-status-inspect-list
         * @description Needs the permission inspection:view.
         */
        post: operations["admin_standing_admin_status_inspect_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/standing/error-inspect-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/standing/error-inspect-list
         * @description Needs the permission warning:view.
         */
        post: operations["admin_standing_error_inspect_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/standing/get-standing-book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/standing/get-standing-book
         * @description Needs the permission standing:view.
         */
        post: operations["admin_standing_get_standing_book"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/standing/inspect-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/standing/inspect-detail
         * @description Needs the permission inspection:view.
         */
        post: operations["admin_standing_inspect_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/standing/inspect-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/standing/inspect-list
         * @description Needs the permission inspection:view.
         */
        post: operations["admin_standing_inspect_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/standing/standing-book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/standing/standing-book
         * @description Needs the permission standing:view.
         */
        post: operations["admin_standing_standing_book"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/standing/standing-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * admin/standing/standing-list
         * @description Needs the permission standing:view.
         */
        post: operations["admin_standing_standing_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/app/check-point": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/app/check-point
         * @description Needs a field app session (operate/app/login).
         */
        post: operations["operate_app_check_point"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/app/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/app/clock
         * @description Needs a field app session (operate/app/login).
         */
        post: operations["operate_app_clock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/app/inspection-submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/app/inspection-submit
         * @description Needs a field app session (operate/app/login).
         */
        post: operations["operate_app_inspection_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/app/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/app/login
         * @description Open to anyone.
         */
        post: operations["operate_app_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/app/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/app/logout
         * @description Needs a field app session (operate/app/login).
         */
        post: operations["operate_app_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/app/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/app/me
         * @description Needs a field app session (operate/app/login).
         */
        post: operations["operate_app_me"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/app/trail-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/app/trail-points
         * @description Needs a field app session (operate/app/login).
         */
        post: operations["operate_app_trail_points"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/audit/log-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/audit/log-detail
         * @description Needs the permission audit:view.
         */
        post: operations["operate_audit_log_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/audit/log-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/audit/log-list
         * @description Needs the permission audit:view.
         */
        post: operations["operate_audit_log_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/audit/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/audit/restore
         * @description Needs a signed-in caller.
         */
        post: operations["operate_audit_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/account-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/account-delete
         * @description Needs the permission user:delete.
         */
        post: operations["operate_auth_account_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/account-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/account-list
         * @description Needs the permission user:view.
         */
        post: operations["operate_auth_account_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/account-locks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/account-locks
         * @description Needs the permission user:view.
         */
        post: operations["operate_auth_account_locks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/account-locks-clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/account-locks-clear
         * @description Needs the permission user:update.
         */
        post: operations["operate_auth_account_locks_clear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/account-mfa-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/account-mfa-reset
         * @description Needs the permission user:update.
         */
        post: operations["operate_auth_account_mfa_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/account-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/account-password-reset
         * @description Needs the permission user:update.
         */
        post: operations["operate_auth_account_password_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/account-role-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/account-role-delete
         * @description Needs the permission user:delete.
         */
        post: operations["operate_auth_account_role_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/account-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/account-status
         * @description Needs the permission user:update.
         */
        post: operations["operate_auth_account_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/account-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/account-update
         * @description Needs the permission user:update.
         */
        post: operations["operate_auth_account_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/info
         * @description Needs a signed-in caller.
         */
        post: operations["operate_auth_info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/login
         * @description Open to anyone.
         */
        post: operations["operate_auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/login-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/login-code
         * @description Open to anyone.
         */
        post: operations["operate_auth_login_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/login-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/login-password
         * @description Open to anyone.
         */
        post: operations["operate_auth_login_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/logout
         * @description Needs a signed-in caller.
         */
        post: operations["operate_auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/mfa-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/mfa-confirm
         * @description Open to anyone.
         */
        post: operations["operate_auth_mfa_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/mfa-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/mfa-create
         * @description Open to anyone.
         */
        post: operations["operate_auth_mfa_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/mfa-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/mfa-status
         * @description Needs a signed-in caller.
         */
        post: operations["operate_auth_mfa_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/password-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/password-change
         * @description Needs a signed-in caller.
         */
        post: operations["operate_auth_password_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/reauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/reauth
         * @description Needs a signed-in caller.
         */
        post: operations["operate_auth_reauth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/register
         * @description Needs the permission user:create.
         */
        post: operations["operate_auth_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/session-end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/session-end
         * @description Needs a signed-in caller.
         */
        post: operations["operate_auth_session_end"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/session-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/session-list
         * @description Needs a signed-in caller.
         */
        post: operations["operate_auth_session_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/ticket-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/ticket-create
         * @description Needs a signed-in caller.
         */
        post: operations["operate_auth_ticket_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/auth/ticket-exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/auth/ticket-exchange
         * @description Open to anyone.
         */
        post: operations["operate_auth_ticket_exchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/account-app-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/account-app-list
         * @description Needs the permission account:view.
         */
        post: operations["operate_company_account_app_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/account-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/account-create
         * @description Needs the permission account:create.
         */
        post: operations["operate_company_account_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/account-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/account-delete
         * @description Needs the permission account:delete.
         */
        post: operations["operate_company_account_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/account-device-end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/account-device-end
         * @description Needs the permission account:update.
         */
        post: operations["operate_company_account_device_end"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/account-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/account-devices
         * @description Needs the permission account:update.
         */
        post: operations["operate_company_account_devices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/account-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/account-list
         * @description Needs the permission account:view.
         */
        post: operations["operate_company_account_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/account-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/account-update
         * @description Needs the permission account:update.
         */
        post: operations["operate_company_account_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/code-by-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/code-by-company
         * @description Needs the permission check:view.
         */
        post: operations["operate_company_code_by_company"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/code-delete-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/code-delete-company
         * @description Needs the permission check:delete.
         */
        post: operations["operate_company_code_delete_company"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/code-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/code-list
         * @description Needs the permission check:view.
         */
        post: operations["operate_company_code_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/company-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/company-detail
         * @description Needs the permission company:view.
         */
        post: operations["operate_company_company_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/company-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/company-list
         * @description Needs the permission company:view.
         */
        post: operations["operate_company_company_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/company-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/company-update
         * @description Needs the permission company:update.
         */
        post: operations["operate_company_company_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/create-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/create-account
         * @description Needs the permission company:create.
         */
        post: operations["operate_company_create_account"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/company/create-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/company/create-code
         * @description Needs the permission check:create.
         */
        post: operations["operate_company_create_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/entity/definition-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/entity/definition-detail
         * @description Needs a signed-in caller.
         */
        post: operations["operate_entity_definition_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/entity/definition-draft-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/entity/definition-draft-delete
         * @description Needs the permission entity:design.
         */
        post: operations["operate_entity_definition_draft_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/entity/definition-draft-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/entity/definition-draft-list
         * @description Needs the permission entity:design.
         */
        post: operations["operate_entity_definition_draft_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/entity/definition-draft-save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/entity/definition-draft-save
         * @description Needs the permission entity:design.
         */
        post: operations["operate_entity_definition_draft_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/entity/definition-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/entity/definition-list
         * @description Needs a signed-in caller.
         */
        post: operations["operate_entity_definition_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/entity/definition-rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/entity/definition-rollback
         * @description Needs the permission entity:design.
         */
        post: operations["operate_entity_definition_rollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/entity/definition-save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/entity/definition-save
         * @description Needs the permission entity:design.
         */
        post: operations["operate_entity_definition_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/entity/definition-save-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/entity/definition-save-all
         * @description Needs the permission entity:design.
         */
        post: operations["operate_entity_definition_save_all"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/entity/definition-versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/entity/definition-versions
         * @description Needs the permission entity:design.
         */
        post: operations["operate_entity_definition_versions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/entity/reference-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/entity/reference-options
         * @description Needs a signed-in caller.
         */
        post: operations["operate_entity_reference_options"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/government/account-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/government/account-create
         * @description Needs the permission account:create.
         */
        post: operations["operate_government_account_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/government/account-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/government/account-delete
         * @description Needs the permission account:delete.
         */
        post: operations["operate_government_account_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/government/account-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/government/account-list
         * @description Needs the permission account:view.
         */
        post: operations["operate_government_account_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/government/account-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/government/account-update
         * @description Needs the permission account:update.
         */
        post: operations["operate_government_account_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/government/get-city-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/government/get-city-data
         * @description Needs the permission company:view or government:view.
         */
        post: operations["operate_government_get_city_data"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/import/check-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/import/check-points
         * @description Needs the permission check:create.
         */
        post: operations["operate_import_check_points"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/import/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/import/companies
         * @description Needs the permission company:create.
         */
        post: operations["operate_import_companies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/import/company-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/import/company-accounts
         * @description Needs the permission account:create.
         */
        post: operations["operate_import_company_accounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/import/government-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/import/government-accounts
         * @description Needs the permission account:create.
         */
        post: operations["operate_import_government_accounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/permission/permission-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/permission/permission-list
         * @description Needs the permission role:view.
         */
        post: operations["operate_permission_permission_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/permission/role-by-permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/permission/role-by-permission
         * @description Needs the permission role:view.
         */
        post: operations["operate_permission_role_by_permission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/permission/role-has-permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/permission/role-has-permission
         * @description Needs the permission role:view.
         */
        post: operations["operate_permission_role_has_permission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/permission/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/permission/roles
         * @description Needs the permission role:view.
         */
        post: operations["operate_permission_roles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/permission/update-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/permission/update-role
         * @description Needs the permission role:update.
         */
        post: operations["operate_permission_update_role"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/permission/user-by-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/permission/user-by-role
         * @description Needs the permission role:view.
         */
        post: operations["operate_permission_user_by_role"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/permission/user-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/permission/user-roles
         * @description Needs the permission user:view.
         */
        post: operations["operate_permission_user_roles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/view/view-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/view/view-create
         * @description Needs a signed-in caller.
         */
        post: operations["operate_view_view_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/view/view-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/view/view-delete
         * @description Needs a signed-in caller.
         */
        post: operations["operate_view_view_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/view/view-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/view/view-list
         * @description Needs a signed-in caller.
         */
        post: operations["operate_view_view_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operate/view/view-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * operate/view/view-update
         * @description Needs a signed-in caller.
         */
        post: operations["operate_view_view_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "id": 101,
         *       "check_point_id": 40,
         *       "name": "灭火器压力",
         *       "standard": "指针在绿区",
         *       "sort": 1
         *     }
         */
        CheckItem: {
            id: number;
            check_point_id: number;
            name: string;
            standard: string;
            sort: number;
        };
        /**
         * @example {
         *       "id": 900,
         *       "staff_id": 31,
         *       "type": "in",
         *       "time": "2026-03-02 09:30:00",
         *       "lng": 120.21,
         *       "lat": 30.19,
         *       "address": "杭州市滨江区江南大道 100 号"
         *     }
         */
        ClockRecord: {
            id: number;
            staff_id: number;
            /** @enum {string} */
            type: "in" | "out";
            time: string;
            lng: number;
            lat: number;
            address: string;
        };
        /**
         * @example {
         *       "id": 31,
         *       "company_id": 12,
         *       "name": "李娜",
         *       "phone": "13900000000",
         *       "position": "安全员",
         *       "status": 1,
         *       "last_clock_at": "2026-03-02 09:30:00"
         *     }
         */
        Staff: {
            id: number;
            company_id: number;
            name: string;
            phone: string;
            position: string;
            status: 0 | 1;
            last_clock_at: string | null;
        };
        /**
         * @example {
         *       "id": 70001,
         *       "lng": 120.2112,
         *       "lat": 30.1913,
         *       "time": "2026-03-02 09:30:00"
         *     }
         */
        TrailPoint: {
            id: number;
            lng: number;
            lat: number;
            time: string;
        };
        /**
         * @example {
         *       "id": 5012,
         *       "company_id": 12,
         *       "company_name": "航天动力保障公司",
         *       "check_point_id": 40,
         *       "check_name": "1 号燃料库",
         *       "staff_id": 31,
         *       "staff_name": "李娜",
         *       "status": "error",
         *       "results": [
         *         {
         *           "item": "灭火器压力",
         *           "ok": false,
         *           "remark": "压力不足"
         *         }
         *       ],
         *       "handle_status": 0,
         *       "created_at": "2026-03-02 09:30:00"
         *     }
         */
        Inspection: {
            id: number;
            company_id: number;
            company_name: string | null;
            check_point_id: number;
            check_name: string | null;
            staff_id: number | null;
            staff_name: string | null;
            /** @enum {string} */
            status: "normal" | "error";
            results: {
                item: string;
                ok: boolean;
                remark: string;
            }[];
            handle_status: 0 | 1 | 2;
            created_at: string;
        };
        /**
         * @example {
         *       "id": 88,
         *       "inspection_id": 5012,
         *       "actor": "设备科 王磊",
         *       "action": "整改",
         *       "remark": "已更换灭火器",
         *       "created_at": "2026-03-02 09:30:00"
         *     }
         */
        HandlingStep: {
            id: number;
            inspection_id: number;
            actor: string;
            action: string;
            remark: string;
            created_at: string;
        };
        /**
         * @example {
         *       "id": 5012,
         *       "content": "1 号燃料库：灭火器压力不合格，压力不足",
         *       "company_name": "航天动力保障公司",
         *       "check_name": "1 号燃料库",
         *       "identity": "staff",
         *       "handle_status": 0,
         *       "created_at": "2026-03-02 09:30:00"
         *     }
         */
        Warning: {
            id: number;
            content: string | null;
            company_name: string | null;
            check_name: string | null;
            /** @enum {string} */
            identity: "staff" | "government" | "system";
            handle_status: 0 | 1 | 2;
            created_at: string;
        };
        /**
         * @example {
         *       "id": 60,
         *       "company_id": 12,
         *       "parent_id": null,
         *       "name": "2026年度安全生产台账",
         *       "year": 2026,
         *       "type": "year",
         *       "children_count": 0,
         *       "updated_at": "2026-03-02 09:30:00"
         *     }
         */
        StandingBook: {
            id: number;
            company_id: number;
            parent_id: number | null;
            name: string;
            year: number;
            type: string;
            children_count: number;
            updated_at: string;
        };
        /**
         * @example {
         *       "id": 5012,
         *       "company_id": 12,
         *       "company_name": "航天动力保障公司",
         *       "check_point_id": 40,
         *       "check_name": "1 号燃料库",
         *       "staff_id": 31,
         *       "staff_name": "李娜",
         *       "status": "error",
         *       "results": [
         *         {
         *           "item": "灭火器压力",
         *           "ok": false,
         *           "remark": "压力不足"
         *         }
         *       ],
         *       "handle_status": 0,
         *       "created_at": "2026-03-02 09:30:00",
         *       "photos": [
         *         {
         *           "id": "p7c1e9a2b4",
         *           "name": "IMG_20260302_093112.jpg",
         *           "size": 482113,
         *           "type": "image/jpeg",
         *           "thumbnail": true
         *         }
         *       ]
         *     }
         */
        InspectionDetail: {
            id: number;
            company_id: number;
            company_name: string | null;
            check_point_id: number;
            check_name: string | null;
            staff_id: number | null;
            staff_name: string | null;
            /** @enum {string} */
            status: "normal" | "error";
            results: {
                item: string;
                ok: boolean;
                remark: string;
            }[];
            handle_status: 0 | 1 | 2;
            created_at: string;
            photos: components["schemas"]["InspectionPhoto"][];
        };
        /**
         * @example {
         *       "id": "p7c1e9a2b4",
         *       "name": "IMG_20260302_093112.jpg",
         *       "size": 482113,
         *       "type": "image/jpeg",
         *       "thumbnail": true
         *     }
         */
        InspectionPhoto: {
            id: string;
            name: string;
            size: number;
            type: string;
            thumbnail: boolean;
        };
        /**
         * @example {
         *       "id": 60,
         *       "company_id": 12,
         *       "parent_id": null,
         *       "name": "2026年度安全生产台账",
         *       "year": 2026,
         *       "type": "year",
         *       "children_count": 0,
         *       "updated_at": "2026-03-02 09:30:00",
         *       "children": [],
         *       "entries": [
         *         {
         *           "id": 610,
         *           "book_id": 60,
         *           "title": "三月消防演练",
         *           "content": "全员参加，用时 4 分钟",
         *           "recorded_by": "王磊",
         *           "recorded_at": "2026-03-02 09:30:00"
         *         }
         *       ]
         *     }
         */
        StandingBookWithParts: {
            id: number;
            company_id: number;
            parent_id: number | null;
            name: string;
            year: number;
            type: string;
            children_count: number;
            updated_at: string;
            children: components["schemas"]["StandingBook"][];
            entries: components["schemas"]["StandingEntry"][];
        };
        /**
         * @example {
         *       "id": 610,
         *       "book_id": 60,
         *       "title": "三月消防演练",
         *       "content": "全员参加，用时 4 分钟",
         *       "recorded_by": "王磊",
         *       "recorded_at": "2026-03-02 09:30:00"
         *     }
         */
        StandingEntry: {
            id: number;
            book_id: number;
            title: string;
            content: string;
            recorded_by: string;
            recorded_at: string;
        };
        /**
         * @example {
         *       "id": 5012,
         *       "client_id": "a3f1c9e2-round-0302-01",
         *       "company_id": 12,
         *       "check_point_id": 40,
         *       "check_point_name": "1 号燃料库",
         *       "staff_id": 31,
         *       "status": "error",
         *       "content": "1 号燃料库：灭火器压力不合格，压力不足",
         *       "far": 0,
         *       "distance": 12.4,
         *       "created_at": "2026-03-02 09:30:00"
         *     }
         */
        AppInspection: {
            id: number;
            client_id: string;
            company_id: number;
            check_point_id: number;
            check_point_name: string;
            staff_id: number | null;
            /** @enum {string} */
            status: "normal" | "error";
            content: string | null;
            far: 0 | 1;
            distance: number | null;
            created_at: string;
        };
        /**
         * @example {
         *       "id": 3001,
         *       "created_at": "2026-03-02 09:30:00",
         *       "user_id": 1,
         *       "account": "admin",
         *       "user_name": "系统管理员",
         *       "ip": "10.0.0.8",
         *       "call": "operate/company/company-update",
         *       "action": "update",
         *       "resource": "company",
         *       "record_id": 12,
         *       "record_name": "航天动力保障公司",
         *       "changes": [
         *         {
         *           "field": "phone",
         *           "from": "13700000000",
         *           "to": "13800000000"
         *         }
         *       ]
         *     }
         */
        AuditEntry: {
            id: number;
            created_at: string;
            user_id: number | null;
            account: string;
            user_name: string;
            ip: string;
            call: string;
            /** @enum {string} */
            action: "create" | "update" | "delete" | "login" | "logout" | "password";
            resource: string;
            record_id: number | null;
            record_name: string;
            changes: ({
                field: string;
                from?: unknown;
                to?: unknown;
            } | {
                field: string;
                /** @constant */
                secret: true;
            })[];
        };
        /**
         * @example {
         *       "id": 9,
         *       "account": "binjiang",
         *       "name": "陈静",
         *       "roles": [
         *         "supervisor"
         *       ],
         *       "status": 1,
         *       "government_id": 3,
         *       "created_at": "2026-03-02 09:30:00",
         *       "version": 1
         *     }
         */
        SystemUser: {
            id: number;
            account: string;
            name: string;
            roles: string[];
            status: 0 | 1;
            government_id: number | null;
            created_at: string;
            version: number;
        };
        /**
         * @example {
         *       "name": "certificates",
         *       "route": "/entity/certificates",
         *       "version": 3,
         *       "document": {
         *         "name": "certificates",
         *         "label": {
         *           "zh": "培训证书",
         *           "en": "Training certificates",
         *           "es": "Certificados de formación"
         *         },
         *         "fields": [
         *           {
         *             "name": "title",
         *             "type": "text",
         *             "required": true
         *           }
         *         ]
         *       }
         *     }
         */
        Definition: {
            name: string;
            route: string;
            version: number;
            /** @description An entity definition (docs/ENTITIES.md; JSON Schema: docs/entity.schema.json). */
            document: {
                [key: string]: unknown;
            };
        };
        /**
         * @example {
         *       "token": "5f0c2b7e9a1d4c3b8e6f1a2d3c4b5a69",
         *       "name": "陈静",
         *       "avatar": "",
         *       "roles": [
         *         "supervisor"
         *       ],
         *       "permissions": [
         *         "company:view",
         *         "warning:view"
         *       ],
         *       "expires_at": "2026-03-02 09:30:00",
         *       "idle_minutes": 30,
         *       "government": {
         *         "id": 3,
         *         "name": "滨江区应急管理局"
         *       }
         *     }
         */
        Session: {
            token: string;
            name: string;
            avatar: string;
            roles: string[];
            permissions: string[];
            expires_at: string;
            idle_minutes: number;
            government: {
                id: number;
                name: string;
            } | null;
        };
        /**
         * @example {
         *       "step": "code",
         *       "challenge": "c2b7e9a1d4c3b8e6"
         *     }
         */
        LoginStep: {
            /** @enum {string} */
            step: "code" | "password" | "enrol";
            challenge: string;
        };
        /**
         * @example {
         *       "id": 41,
         *       "ip": "10.0.0.8",
         *       "user_agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0",
         *       "created_at": "2026-03-02 09:30:00",
         *       "last_used_at": "2026-03-02 09:30:00",
         *       "expires_at": "2026-03-02 09:30:00",
         *       "current": true
         *     }
         */
        OpenSession: {
            id: number;
            ip: string;
            user_agent: string;
            created_at: string;
            last_used_at: string;
            expires_at: string;
            current: boolean;
        };
        /**
         * @example {
         *       "id": 7,
         *       "owner_id": 12,
         *       "owner_name": "航天动力保障公司",
         *       "type": "app",
         *       "account": "inspector01",
         *       "name": "李娜",
         *       "phone": "13900000000",
         *       "status": 1,
         *       "created_at": "2026-03-02 09:30:00",
         *       "version": 2
         *     }
         */
        Account: {
            id: number;
            owner_id: number;
            owner_name: string | null;
            /** @enum {string} */
            type: "web" | "app";
            account: string;
            name: string;
            phone: string | null;
            status: 0 | 1;
            created_at: string;
            version: number;
        };
        /**
         * @example {
         *       "id": 40,
         *       "company_id": 12,
         *       "company_name": "航天动力保障公司",
         *       "name": "1 号燃料库",
         *       "code": "CP-12-0040",
         *       "lng": 120.211,
         *       "lat": 30.191,
         *       "radius": 30,
         *       "items_count": 3,
         *       "created_at": "2026-03-02 09:30:00",
         *       "version": 1
         *     }
         */
        CheckPoint: {
            id: number;
            company_id: number;
            company_name: string | null;
            name: string;
            code: string;
            lng: number | null;
            lat: number | null;
            radius: number;
            items_count: number;
            created_at: string;
            version: number;
        };
        /**
         * @example {
         *       "id": 12,
         *       "name": "航天动力保障公司",
         *       "credit_code": "91330100MA2XXXXX0A",
         *       "contact": "王磊",
         *       "phone": "13800000000",
         *       "address": "杭州市滨江区江南大道 100 号",
         *       "city_id": 330108,
         *       "city_name": "滨江区",
         *       "government_id": 3,
         *       "government_name": "滨江区应急管理局",
         *       "lng": 120.21,
         *       "lat": 30.19,
         *       "status": 1,
         *       "staff_count": 18,
         *       "created_at": "2026-03-02 09:30:00",
         *       "updated_at": "2026-03-02 09:30:00",
         *       "version": 4
         *     }
         */
        Company: {
            id: number;
            name: string;
            credit_code: string;
            contact: string;
            phone: string;
            address: string;
            city_id: number;
            city_name: string | null;
            government_id: number;
            government_name: string | null;
            lng: number | null;
            lat: number | null;
            status: 0 | 1;
            staff_count: number;
            created_at: string;
            updated_at: string;
            version: number;
        };
        /**
         * @example {
         *       "name": "certificates",
         *       "author": "admin",
         *       "base_version": 3,
         *       "updated_at": "2026-03-02 09:30:00",
         *       "document": {
         *         "name": "certificates",
         *         "label": {
         *           "zh": "培训证书",
         *           "en": "Training certificates",
         *           "es": "Certificados de formación"
         *         },
         *         "fields": [
         *           {
         *             "name": "title",
         *             "type": "text",
         *             "required": true
         *           }
         *         ]
         *       },
         *       "mine": true
         *     }
         */
        DefinitionDraft: {
            name: string;
            author: string;
            base_version: number | null;
            updated_at: string;
            /** @description An entity definition (docs/ENTITIES.md; JSON Schema: docs/entity.schema.json). */
            document: {
                [key: string]: unknown;
            };
            mine: boolean;
        };
        /**
         * @example {
         *       "name": "certificates",
         *       "version": 4,
         *       "steps": [
         *         {
         *           "kind": "add-column",
         *           "table": "entity_certificates",
         *           "field": "expires_on",
         *           "says": "Add the column expires_on (nullable; instant at any size)."
         *         }
         *       ],
         *       "refusals": [],
         *       "applied": true
         *     }
         */
        DefinitionPlan: {
            name: string;
            version: number;
            steps: {
                kind: string;
                table: string;
                field?: string;
                list?: string;
                index?: string;
                says: string;
            }[];
            refusals: {
                field: string;
                /** @enum {string} */
                kind: "removed" | "type" | "maxLength" | "required" | "choice" | "unique" | "multiple" | "max";
                rows: number;
                ids: number[];
                message: string;
                wayOut: string | null;
                /** @enum {string} */
                fix: "confirm" | "default" | "edit-records" | "new-field";
            }[];
            applied: boolean;
        };
        /**
         * @example {
         *       "version": 3,
         *       "author": "admin",
         *       "created_at": "2026-03-02 09:30:00",
         *       "document": {
         *         "name": "certificates",
         *         "label": {
         *           "zh": "培训证书",
         *           "en": "Training certificates",
         *           "es": "Certificados de formación"
         *         },
         *         "fields": [
         *           {
         *             "name": "title",
         *             "type": "text",
         *             "required": true
         *           }
         *         ]
         *       },
         *       "note": null
         *     }
         */
        DefinitionVersion: {
            version: number;
            author: string;
            created_at: string;
            /** @description An entity definition (docs/ENTITIES.md; JSON Schema: docs/entity.schema.json). */
            document: {
                [key: string]: unknown;
            };
            note: string | null;
        };
        /**
         * @example {
         *       "id": 330108,
         *       "name": "滨江区",
         *       "parent_id": 330100,
         *       "has_children": false
         *     }
         */
        City: {
            id: number;
            name: string;
            parent_id: number | null;
            has_children: boolean;
        };
        /**
         * @example {
         *       "rows": 120,
         *       "created": 118,
         *       "dry_run": false
         *     }
         */
        ImportAnswer: {
            rows: number;
            created: number;
            dry_run: boolean;
        };
        /**
         * @example {
         *       "id": 5,
         *       "name": "company:view",
         *       "title": "查看企业",
         *       "parent_id": 1,
         *       "titles": {
         *         "zh": "查看企业",
         *         "en": "View companies",
         *         "es": "Ver empresas"
         *       }
         *     }
         */
        Permission: {
            id: number;
            name: string;
            title: string;
            parent_id: number | null;
            titles?: {
                zh: string;
                en: string;
                es: string;
            } | null;
        };
        /**
         * @example {
         *       "id": 2,
         *       "name": "supervisor",
         *       "title": "监管员",
         *       "permission_ids": [
         *         1,
         *         2,
         *         5
         *       ],
         *       "created_at": "2026-03-02 09:30:00",
         *       "version": 3
         *     }
         */
        Role: {
            id: number;
            name: string;
            title: string;
            permission_ids: number[];
            created_at?: string;
            version: number;
        };
        /**
         * @example {
         *       "id": 4,
         *       "list": "companies",
         *       "name": "滨江区在营",
         *       "state": {
         *         "filter": {
         *           "city_id": 330108,
         *           "status": 1
         *         },
         *         "sort": {
         *           "field": "name",
         *           "order": "ASC"
         *         },
         *         "columns": {
         *           "order": [
         *             "name",
         *             "city_name",
         *             "staff_count"
         *           ],
         *           "hidden": [
         *             "credit_code"
         *           ]
         *         }
         *       },
         *       "created_at": "2026-03-02 09:30:00",
         *       "updated_at": "2026-03-02 09:30:00",
         *       "version": 1
         *     }
         */
        SavedView: {
            id: number;
            list: string;
            name: string;
            state: {
                filter: {
                    [key: string]: unknown;
                };
                sort: {
                    field: string;
                    /** @enum {string} */
                    order: "ASC" | "DESC";
                };
                columns: {
                    order: string[];
                    hidden: string[];
                };
            };
            created_at: string;
            updated_at: string;
            version: number;
        };
        Failure: {
            /**
             * @description 2001 invalid; 2003 forbidden; 2004 not signed in; 2005 not found; 2009 conflict (`data.current`); 2029 throttled; 5000 server fault.
             * @enum {integer}
             */
            error: 2001 | 2003 | 2004 | 2005 | 2009 | 2029 | 5000;
            /** @description A short sentence in the caller's language (Accept-Language). */
            message: string;
            /** @description 2001: `fields`, each field's message; 2003: `reason`; 2009: `current`, the record as stored. */
            data: Record<string, never> | null;
        };
    };
    responses: never;
    parameters: {
        /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaCheckItem = components['schemas']['CheckItem'];
export type SchemaClockRecord = components['schemas']['ClockRecord'];
export type SchemaStaff = components['schemas']['Staff'];
export type SchemaTrailPoint = components['schemas']['TrailPoint'];
export type SchemaInspection = components['schemas']['Inspection'];
export type SchemaHandlingStep = components['schemas']['HandlingStep'];
export type SchemaWarning = components['schemas']['Warning'];
export type SchemaStandingBook = components['schemas']['StandingBook'];
export type SchemaInspectionDetail = components['schemas']['InspectionDetail'];
export type SchemaInspectionPhoto = components['schemas']['InspectionPhoto'];
export type SchemaStandingBookWithParts = components['schemas']['StandingBookWithParts'];
export type SchemaStandingEntry = components['schemas']['StandingEntry'];
export type SchemaAppInspection = components['schemas']['AppInspection'];
export type SchemaAuditEntry = components['schemas']['AuditEntry'];
export type SchemaSystemUser = components['schemas']['SystemUser'];
export type SchemaDefinition = components['schemas']['Definition'];
export type SchemaSession = components['schemas']['Session'];
export type SchemaLoginStep = components['schemas']['LoginStep'];
export type SchemaOpenSession = components['schemas']['OpenSession'];
export type SchemaAccount = components['schemas']['Account'];
export type SchemaCheckPoint = components['schemas']['CheckPoint'];
export type SchemaCompany = components['schemas']['Company'];
export type SchemaDefinitionDraft = components['schemas']['DefinitionDraft'];
export type SchemaDefinitionPlan = components['schemas']['DefinitionPlan'];
export type SchemaDefinitionVersion = components['schemas']['DefinitionVersion'];
export type SchemaCity = components['schemas']['City'];
export type SchemaImportAnswer = components['schemas']['ImportAnswer'];
export type SchemaPermission = components['schemas']['Permission'];
export type SchemaRole = components['schemas']['Role'];
export type SchemaSavedView = components['schemas']['SavedView'];
export type SchemaFailure = components['schemas']['Failure'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type $defs = Record<string, never>;
export interface operations {
    admin_admin_admin_data_count: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            companies: number;
                            staff: number;
                            check_points: number;
                            inspections: number;
                            warnings: number;
                            governments: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_admin_code_model_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    company_id?: number;
                    id?: number;
                };
                "application/json": {
                    company_id?: number;
                    id?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["CheckItem"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_auth_company_inspect_data: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    date_from?: string & (unknown & unknown);
                    date_to?: string & (unknown & unknown);
                    limit?: number;
                };
                "application/json": {
                    date_from?: string & (unknown & unknown);
                    date_to?: string & (unknown & unknown);
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            company_id: number;
                            company_name: string;
                            inspections: number;
                            warnings: number;
                        }[];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_auth_week_data: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            date: string;
                            inspections: number;
                            warnings: number;
                        }[];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_staff_staff_clock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "time" | "type";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id: number;
                    date_from?: string & (unknown & unknown);
                    date_to?: string & (unknown & unknown);
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "time" | "type";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id: number;
                    date_from?: string & (unknown & unknown);
                    date_to?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["ClockRecord"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_staff_staff_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "name" | "position" | "status" | "last_clock_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id: number;
                    status?: 0 | 1;
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "name" | "position" | "status" | "last_clock_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id: number;
                    status?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["Staff"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_staff_staff_positions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    company_id: number;
                };
                "application/json": {
                    company_id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            staff_id: number;
                            name: string;
                            position: string;
                            at: string | null;
                            lng: number | null;
                            lat: number | null;
                        }[];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_staff_staff_trail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "id": 31,
                 *       "date": "2026-03-02"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    id: number;
                    date: string & (unknown & unknown);
                };
                /**
                 * @example {
                 *       "id": 31,
                 *       "date": "2026-03-02"
                 *     }
                 */
                "application/json": {
                    id: number;
                    date: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            staff_id: number;
                            date: string;
                            points: components["schemas"]["TrailPoint"][];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_standing_admin_status_detail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                };
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            inspection: components["schemas"]["Inspection"];
                            steps: components["schemas"]["HandlingStep"][];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_standing_admin_status_inspect_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "created_at" | "handle_status";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id?: number;
                    handle_status?: number;
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "created_at" | "handle_status";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id?: number;
                    handle_status?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["Inspection"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_standing_error_inspect_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "page": 1,
                 *       "limit": 20,
                 *       "handle_status": 0,
                 *       "date_from": "2026-03-01",
                 *       "date_to": "2026-03-31"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "created_at" | "handle_status";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id?: number;
                    handle_status?: number;
                    date_from?: string & (unknown & unknown);
                    date_to?: string & (unknown & unknown);
                };
                /**
                 * @example {
                 *       "page": 1,
                 *       "limit": 20,
                 *       "handle_status": 0,
                 *       "date_from": "2026-03-01",
                 *       "date_to": "2026-03-31"
                 *     }
                 */
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "created_at" | "handle_status";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id?: number;
                    handle_status?: number;
                    date_from?: string & (unknown & unknown);
                    date_to?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["Warning"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_standing_get_standing_book: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    company_id: number;
                    year?: number;
                    type?: string;
                };
                "application/json": {
                    company_id: number;
                    year?: number;
                    type?: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["StandingBook"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_standing_inspect_detail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                };
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["InspectionDetail"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_standing_inspect_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "created_at" | "handle_status" | "status";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id: number;
                    /** @enum {string} */
                    status?: "normal" | "error";
                    staff_id?: number;
                    date_from?: string & (unknown & unknown);
                    date_to?: string & (unknown & unknown);
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "created_at" | "handle_status" | "status";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id: number;
                    /** @enum {string} */
                    status?: "normal" | "error";
                    staff_id?: number;
                    date_from?: string & (unknown & unknown);
                    date_to?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["Inspection"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_standing_standing_book: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                };
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["StandingBookWithParts"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    admin_standing_standing_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    company_id: number;
                };
                "application/json": {
                    company_id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["StandingBook"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_app_check_point: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "code": "CP-12-0040"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    code: string;
                };
                /**
                 * @example {
                 *       "code": "CP-12-0040"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: A console token: the call is the field app's. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            id: number;
                            company_id: number;
                            company_name: string;
                            name: string;
                            code: string;
                            lng: number | null;
                            lat: number | null;
                            radius: number;
                            items: {
                                id: number;
                                name: string;
                                standard: string;
                            }[];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_app_clock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "staff_id": 31,
                 *       "type": "in",
                 *       "time": "2026-03-02T08:58:00+08:00",
                 *       "lat": 30.1888,
                 *       "lng": 120.2063,
                 *       "address": "杭州市滨江区江南大道 100 号"
                 *     }
                 */
                "application/json": {
                    staff_id: number;
                    /** @enum {string} */
                    type: "in" | "out";
                    time?: string & (unknown & unknown);
                    lat: number;
                    lng: number;
                    address?: string;
                    /** @enum {string} */
                    crs?: "wgs84" | "gcj02";
                };
                /**
                 * @example {
                 *       "staff_id": 31,
                 *       "type": "in",
                 *       "time": "2026-03-02T08:58:00+08:00",
                 *       "lat": 30.1888,
                 *       "lng": 120.2063,
                 *       "address": "杭州市滨江区江南大道 100 号"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    staff_id: number;
                    /** @enum {string} */
                    type: "in" | "out";
                    time?: string & (unknown & unknown);
                    lat: number;
                    lng: number;
                    address?: string;
                    /** @enum {string} */
                    crs?: "wgs84" | "gcj02";
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: A console token: the call is the field app's. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["ClockRecord"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_app_inspection_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "client_id": "a3f1c9e2-round-0302-01",
                 *       "code": "CP-12-0040",
                 *       "staff_id": 31,
                 *       "time": "2026-03-02T09:31:00+08:00",
                 *       "lat": 30.1889,
                 *       "lng": 120.2066,
                 *       "accuracy": 8,
                 *       "results": [
                 *         {
                 *           "item_id": 101,
                 *           "ok": false,
                 *           "note": "压力不足"
                 *         },
                 *         {
                 *           "item_id": 102,
                 *           "ok": true
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    client_id: string & (unknown & unknown);
                    code: string;
                    staff_id?: number;
                    time?: string & (unknown & unknown);
                    lat: number;
                    lng: number;
                    accuracy: number;
                    /** @enum {string} */
                    crs?: "wgs84" | "gcj02";
                    results: {
                        item_id: number;
                        ok: boolean;
                        note?: string;
                    }[];
                    photos?: string[];
                };
                /**
                 * @example {
                 *       "client_id": "a3f1c9e2-round-0302-01",
                 *       "code": "CP-12-0040",
                 *       "staff_id": 31,
                 *       "time": "2026-03-02T09:31:00+08:00",
                 *       "lat": 30.1889,
                 *       "lng": 120.2066,
                 *       "accuracy": 8,
                 *       "results": [
                 *         {
                 *           "item_id": 101,
                 *           "ok": false,
                 *           "note": "压力不足"
                 *         },
                 *         {
                 *           "item_id": 102,
                 *           "ok": true
                 *         }
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    client_id: string & (unknown & unknown);
                    code: string;
                    staff_id?: number;
                    time?: string & (unknown & unknown);
                    lat: number;
                    lng: number;
                    accuracy: number;
                    /** @enum {string} */
                    crs?: "wgs84" | "gcj02";
                    results: {
                        item_id: number;
                        ok: boolean;
                        note?: string;
                    }[];
                    photos?: string[];
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: A console token: the call is the field app's. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["AppInspection"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_app_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "account": "inspector01",
                 *       "password": "Correct-Horse-7",
                 *       "device_id": "3f2a9c1e-7b44-4d0e-9a51-2c6b8e0f1d37",
                 *       "device_name": "HUAWEI Mate 60"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    account: string;
                    password: string;
                    device_id: string;
                    device_name?: string;
                };
                /**
                 * @example {
                 *       "account": "inspector01",
                 *       "password": "Correct-Horse-7",
                 *       "device_id": "3f2a9c1e-7b44-4d0e-9a51-2c6b8e0f1d37",
                 *       "device_name": "HUAWEI Mate 60"
                 *     }
                 */
                "application/json": {
                    account: string;
                    password: string;
                    device_id: string;
                    device_name?: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            token: string;
                            expires_at: string;
                            account: {
                                id: number;
                                account: string;
                                name: string;
                                company_id: number | null;
                                government_id: number | null;
                                company_name: string | null;
                                government_name: string | null;
                            };
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_app_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: A console token: the call is the field app's. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_app_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: A console token: the call is the field app's. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            account: {
                                id: number;
                                account: string;
                                name: string;
                                company_id: number | null;
                                government_id: number | null;
                            };
                            device_id: string;
                            staff: {
                                id: number;
                                name: string;
                                position: string;
                            }[];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_app_trail_points: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "staff_id": 31,
                 *       "points": [
                 *         {
                 *           "seq": 1,
                 *           "time": "2026-03-02T09:30:00+08:00",
                 *           "lat": 30.1888,
                 *           "lng": 120.2063,
                 *           "accuracy": 8
                 *         },
                 *         {
                 *           "seq": 2,
                 *           "time": "2026-03-02T09:30:15+08:00",
                 *           "lat": 30.1889,
                 *           "lng": 120.2066,
                 *           "accuracy": 6,
                 *           "speed": 1.2
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    staff_id: number;
                    points: unknown[];
                    /** @enum {string} */
                    crs?: "wgs84" | "gcj02";
                };
                /**
                 * @example {
                 *       "staff_id": 31,
                 *       "points": [
                 *         {
                 *           "seq": 1,
                 *           "time": "2026-03-02T09:30:00+08:00",
                 *           "lat": 30.1888,
                 *           "lng": 120.2063,
                 *           "accuracy": 8
                 *         },
                 *         {
                 *           "seq": 2,
                 *           "time": "2026-03-02T09:30:15+08:00",
                 *           "lat": 30.1889,
                 *           "lng": 120.2066,
                 *           "accuracy": 6,
                 *           "speed": 1.2
                 *         }
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    staff_id: number;
                    points: unknown[];
                    /** @enum {string} */
                    crs?: "wgs84" | "gcj02";
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: A console token: the call is the field app's. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            accepted: number;
                            duplicates: number;
                            rejected: {
                                index: number;
                                field: string;
                                message: string;
                            }[];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_audit_log_detail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                };
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["AuditEntry"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_audit_log_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    user_id?: number;
                    resource?: string;
                    record_id?: number;
                    /** @enum {string} */
                    action?: "create" | "update" | "delete" | "login" | "logout" | "password";
                    date_from?: string & (unknown & unknown);
                    date_to?: string & (unknown & unknown);
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    user_id?: number;
                    resource?: string;
                    record_id?: number;
                    /** @enum {string} */
                    action?: "create" | "update" | "delete" | "login" | "logout" | "password";
                    date_from?: string & (unknown & unknown);
                    date_to?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["AuditEntry"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_audit_restore: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                };
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            resource: string;
                            id: number;
                            same_id: boolean;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_account_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            id: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_account_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "account" | "name" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    role_id?: number;
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "account" | "name" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    role_id?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["SystemUser"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_account_locks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                };
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            /** @enum {string} */
                            scope: "address" | "account";
                            secret: string;
                            address: string | null;
                            failures: number;
                            locked_until: string | null;
                        }[];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_account_locks_clear: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                };
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            cleared: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_account_mfa_reset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                };
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            id: number;
                            reset: boolean;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_account_password_reset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    password: string;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    password: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["SystemUser"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_account_role_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    user_id: number;
                    role_id: number;
                    version?: number;
                };
                "application/json": {
                    user_id: number;
                    role_id: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            user_id: number;
                            role_id: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_account_status: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    status: 0 | 1;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    status: 0 | 1;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["SystemUser"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_account_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    government_id?: number | null;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    government_id?: number | null;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["SystemUser"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_info: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            id: number;
                            account: string;
                            name: string;
                            avatar: string;
                            introduction: string;
                            roles: string[];
                            permissions: string[];
                            idle_minutes: number;
                            entities: components["schemas"]["Definition"][];
                            government: {
                                id: number;
                                name: string;
                            } | null;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "account": "binjiang",
                 *       "password": "Correct-Horse-7"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    account: string;
                    password: string;
                };
                /**
                 * @example {
                 *       "account": "binjiang",
                 *       "password": "Correct-Horse-7"
                 *     }
                 */
                "application/json": {
                    account: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Session"] | components["schemas"]["LoginStep"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_login_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    challenge: string;
                    code: string;
                };
                "application/json": {
                    challenge: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Session"] | components["schemas"]["LoginStep"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_login_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    challenge: string;
                    password: string;
                };
                "application/json": {
                    challenge: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Session"] | components["schemas"]["LoginStep"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_mfa_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    challenge?: string;
                    code: string;
                };
                "application/json": {
                    challenge?: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            token: string;
                            name: string;
                            avatar: string;
                            roles: string[];
                            permissions: string[];
                            expires_at: string;
                            idle_minutes: number;
                            government: {
                                id: number;
                                name: string;
                            } | null;
                            recovery_codes: string[];
                        } | {
                            /** @enum {string} */
                            step: "code" | "password" | "enrol";
                            challenge: string;
                            recovery_codes: string[];
                        } | {
                            recovery_codes: string[];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_mfa_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    challenge?: string;
                };
                "application/json": {
                    challenge?: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            secret: string;
                            uri: string;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_mfa_status: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            enrolled: boolean;
                            required: boolean;
                            recovery_codes_left: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_password_change: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    old_password: string;
                    password: string;
                };
                "application/json": {
                    old_password: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_reauth: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    password?: string;
                    code?: string;
                };
                "application/json": {
                    password?: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            valid_minutes: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_register: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    account: string & (unknown & unknown);
                    password: string;
                    name: string;
                    role_ids?: number[];
                    government_id?: number;
                };
                "application/json": {
                    account: string & (unknown & unknown);
                    password: string;
                    name: string;
                    role_ids?: number[];
                    government_id?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["SystemUser"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_session_end: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    user_id?: number;
                    id?: number;
                    others?: 0 | 1;
                };
                "application/json": {
                    user_id?: number;
                    id?: number;
                    others?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            ended: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_session_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    user_id?: number;
                };
                "application/json": {
                    user_id?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["OpenSession"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_ticket_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            ticket: string;
                            expires_in: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_auth_ticket_exchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    ticket: string;
                };
                "application/json": {
                    ticket: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Session"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_account_app_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "account" | "name" | "status" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id?: number;
                    status?: 0 | 1;
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "account" | "name" | "status" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id?: number;
                    status?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["Account"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_account_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    company_id: number;
                    /** @enum {string} */
                    type: "web" | "app";
                    account: string & (unknown & unknown);
                    password: string;
                    name: string;
                    phone?: string & (unknown & unknown);
                };
                "application/json": {
                    company_id: number;
                    /** @enum {string} */
                    type: "web" | "app";
                    account: string & (unknown & unknown);
                    password: string;
                    name: string;
                    phone?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Account"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_account_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            id: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_account_device_end: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    device_id: string;
                };
                "application/json": {
                    id: number;
                    device_id: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            id: number;
                            device_id: string;
                            ended: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_account_devices: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                };
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            id: number;
                            devices: {
                                device_id: string;
                                device_name: string;
                                created_at: string;
                                last_used_at: string;
                                expires_at: string;
                            }[];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_account_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "account" | "name" | "status" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id?: number;
                    status?: 0 | 1;
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "account" | "name" | "status" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id?: number;
                    status?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["Account"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_account_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    name?: string;
                    phone?: (string & (unknown & unknown)) | null;
                    password?: string;
                    status?: 0 | 1;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    name?: string;
                    phone?: (string & (unknown & unknown)) | null;
                    password?: string;
                    status?: 0 | 1;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Account"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_code_by_company: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    company_id: number;
                };
                "application/json": {
                    company_id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["CheckPoint"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_code_delete_company: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            id: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_code_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "name" | "code" | "items_count" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id?: number;
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "name" | "code" | "items_count" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    company_id?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["CheckPoint"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_company_detail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                };
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Company"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_company_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "page": 1,
                 *       "limit": 20,
                 *       "keyword": "航天",
                 *       "status": 1,
                 *       "sort": "name",
                 *       "order": "asc"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "name" | "created_at" | "status" | "staff_count";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    city_id?: number;
                    government_id?: number;
                    status?: 0 | 1;
                };
                /**
                 * @example {
                 *       "page": 1,
                 *       "limit": 20,
                 *       "keyword": "航天",
                 *       "status": 1,
                 *       "sort": "name",
                 *       "order": "asc"
                 *     }
                 */
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "name" | "created_at" | "status" | "staff_count";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    city_id?: number;
                    government_id?: number;
                    status?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["Company"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_company_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    name?: string;
                    credit_code?: string & (unknown & unknown);
                    contact?: string;
                    phone?: string & (unknown & unknown);
                    address?: string;
                    city_id?: number;
                    government_id?: number;
                    lng?: number | null;
                    lat?: number | null;
                    status?: 0 | 1;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    name?: string;
                    credit_code?: string & (unknown & unknown);
                    contact?: string;
                    phone?: string & (unknown & unknown);
                    address?: string;
                    city_id?: number;
                    government_id?: number;
                    lng?: number | null;
                    lat?: number | null;
                    status?: 0 | 1;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Company"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_create_account: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "航天动力保障公司",
                 *       "credit_code": "91330100MA2B3C4D5E",
                 *       "contact": "王磊",
                 *       "phone": "13800000000",
                 *       "address": "杭州市滨江区江南大道 100 号",
                 *       "city_id": 330108,
                 *       "government_id": 3,
                 *       "lng": 120.21,
                 *       "lat": 30.19,
                 *       "account": "htdl_admin",
                 *       "password": "Correct-Horse-7"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    name: string;
                    credit_code: string & (unknown & unknown);
                    contact: string;
                    phone: string & (unknown & unknown);
                    address: string;
                    city_id: number;
                    government_id: number;
                    lng?: number;
                    lat?: number;
                    account: string & (unknown & unknown);
                    password: string;
                };
                /**
                 * @example {
                 *       "name": "航天动力保障公司",
                 *       "credit_code": "91330100MA2B3C4D5E",
                 *       "contact": "王磊",
                 *       "phone": "13800000000",
                 *       "address": "杭州市滨江区江南大道 100 号",
                 *       "city_id": 330108,
                 *       "government_id": 3,
                 *       "lng": 120.21,
                 *       "lat": 30.19,
                 *       "account": "htdl_admin",
                 *       "password": "Correct-Horse-7"
                 *     }
                 */
                "application/json": {
                    name: string;
                    credit_code: string & (unknown & unknown);
                    contact: string;
                    phone: string & (unknown & unknown);
                    address: string;
                    city_id: number;
                    government_id: number;
                    lng?: number;
                    lat?: number;
                    account: string & (unknown & unknown);
                    password: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Company"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_company_create_code: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    company_id: number;
                    name: string;
                    lng?: number;
                    lat?: number;
                    radius?: number;
                    items?: {
                        name: string;
                        standard?: string;
                    }[];
                };
                "application/json": {
                    company_id: number;
                    name: string;
                    lng?: number;
                    lat?: number;
                    radius?: number;
                    items?: {
                        name: string;
                        standard?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["CheckPoint"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_entity_definition_detail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    name: string;
                };
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Definition"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_entity_definition_draft_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    name: string;
                };
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            name: string;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_entity_definition_draft_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["DefinitionDraft"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_entity_definition_draft_save: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name: string;
                    document: unknown;
                    base_version?: number;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    document: unknown;
                    base_version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            name: string;
                            author: string;
                            base_version: number | null;
                            updated_at: string;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_entity_definition_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Definition"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_entity_definition_rollback: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    name: string;
                    version: number;
                    base_version: number;
                    dry_run?: 0 | 1;
                    confirm?: 0 | 1;
                };
                "application/json": {
                    name: string;
                    version: number;
                    base_version: number;
                    dry_run?: 0 | 1;
                    confirm?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["DefinitionPlan"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_entity_definition_save: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    definition: unknown;
                    base_version?: number;
                    dry_run?: 0 | 1;
                    confirm?: 0 | 1;
                };
                "application/x-www-form-urlencoded": {
                    definition: unknown;
                    base_version?: number;
                    dry_run?: 0 | 1;
                    confirm?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["DefinitionPlan"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_entity_definition_save_all: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    items: {
                        definition: unknown;
                        base_version?: number;
                        confirm?: 0 | 1;
                    }[];
                    dry_run?: 0 | 1;
                };
                "application/x-www-form-urlencoded": {
                    items: {
                        definition: unknown;
                        base_version?: number;
                        confirm?: 0 | 1;
                    }[];
                    dry_run?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["DefinitionPlan"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_entity_definition_versions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    name: string;
                };
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["DefinitionVersion"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_entity_reference_options: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "title";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    /** @enum {string} */
                    target: "companies" | "check_points" | "staff" | "system_users" | "company_accounts" | "government_accounts" | "governments" | "cities";
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "title";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    /** @enum {string} */
                    target: "companies" | "check_points" | "staff" | "system_users" | "company_accounts" | "government_accounts" | "governments" | "cities";
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: {
                                id: number;
                                title: string;
                            }[];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_government_account_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    government_id: number;
                    /** @enum {string} */
                    type: "web" | "app";
                    account: string & (unknown & unknown);
                    password: string;
                    name: string;
                    phone?: string & (unknown & unknown);
                };
                "application/json": {
                    government_id: number;
                    /** @enum {string} */
                    type: "web" | "app";
                    account: string & (unknown & unknown);
                    password: string;
                    name: string;
                    phone?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Account"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_government_account_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            id: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_government_account_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "account" | "name" | "status" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    government_id?: number;
                    /** @enum {string} */
                    type?: "web" | "app";
                    status?: 0 | 1;
                };
                "application/json": {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    /** @enum {string} */
                    sort?: "id" | "account" | "name" | "status" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    id?: number;
                    government_id?: number;
                    /** @enum {string} */
                    type?: "web" | "app";
                    status?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            list: components["schemas"]["Account"][];
                            total: number;
                            page: number;
                            limit: number;
                            /** @constant */
                            total_capped?: true;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_government_account_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    name?: string;
                    phone?: (string & (unknown & unknown)) | null;
                    password?: string;
                    status?: 0 | 1;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    name?: string;
                    phone?: (string & (unknown & unknown)) | null;
                    password?: string;
                    status?: 0 | 1;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Account"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_government_get_city_data: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    parent_id?: number;
                };
                "application/json": {
                    parent_id?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["City"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_import_check_points: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    columns: string[];
                    rows: unknown[][];
                    dry_run?: 0 | 1;
                };
                "application/x-www-form-urlencoded": {
                    columns: string[];
                    rows: unknown[][];
                    dry_run?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["ImportAnswer"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_import_companies: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    columns: string[];
                    rows: unknown[][];
                    dry_run?: 0 | 1;
                };
                "application/x-www-form-urlencoded": {
                    columns: string[];
                    rows: unknown[][];
                    dry_run?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["ImportAnswer"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_import_company_accounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    columns: string[];
                    rows: unknown[][];
                    dry_run?: 0 | 1;
                };
                "application/x-www-form-urlencoded": {
                    columns: string[];
                    rows: unknown[][];
                    dry_run?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["ImportAnswer"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_import_government_accounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    columns: string[];
                    rows: unknown[][];
                    dry_run?: 0 | 1;
                };
                "application/x-www-form-urlencoded": {
                    columns: string[];
                    rows: unknown[][];
                    dry_run?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["ImportAnswer"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_permission_permission_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    parent_id?: number;
                };
                "application/json": {
                    parent_id?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Permission"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_permission_role_by_permission: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    role_id: number;
                    delete?: 0 | 1;
                    version?: number;
                };
                "application/json": {
                    role_id: number;
                    delete?: 0 | 1;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Role"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_permission_role_has_permission: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    role_id: number;
                };
                "application/x-www-form-urlencoded": {
                    role_id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Permission"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_permission_roles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    keyword?: string;
                };
                "application/json": {
                    keyword?: string;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Role"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_permission_update_role: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    id?: number;
                    name: string & (unknown & unknown);
                    title: string;
                    permission_ids?: number[];
                    version?: number;
                };
                "application/x-www-form-urlencoded": {
                    id?: number;
                    name: string & (unknown & unknown);
                    title: string;
                    permission_ids?: number[];
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Role"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_permission_user_by_role: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    role_id: number;
                };
                "application/json": {
                    role_id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["SystemUser"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_permission_user_roles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    user_id: number;
                };
                "application/json": {
                    user_id: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2003: The caller lacks the permission, or the token is a field app's; `data.reason` may say more. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["Role"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_view_view_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    list: string & (unknown & unknown);
                    name: string;
                    state: unknown;
                };
                "application/x-www-form-urlencoded": {
                    list: string & (unknown & unknown);
                    name: string;
                    state: unknown;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["SavedView"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_view_view_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    version?: number;
                };
                "application/json": {
                    id: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: {
                            id: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_view_view_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    list: string & (unknown & unknown);
                };
                "application/json": {
                    list: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["SavedView"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    operate_view_view_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a call with the same key within a day answers the first answer instead of running it again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    id: number;
                    name?: string;
                    state?: unknown;
                    version?: number;
                };
                "application/x-www-form-urlencoded": {
                    id: number;
                    name?: string;
                    state?: unknown;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Always HTTP 200: `error` says the outcome. 2000: done, `data` is the answer. 2001: A field is missing or malformed: `data.fields` names each, in the caller's language. 2004: No token, or one expired, idle or ended. 5000: The server failed; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: 2000;
                        /** @description A short sentence in the caller's language (Accept-Language). */
                        message: string;
                        data: components["schemas"]["SavedView"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
}

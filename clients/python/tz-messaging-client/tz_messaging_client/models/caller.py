from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.permission import Permission

if TYPE_CHECKING:
    from ..models.event_role import EventRole
    from ..models.tenant import Tenant
    from ..models.user import User


T = TypeVar("T", bound="Caller")


@_attrs_define
class Caller:
    """The caller of GET /me: its user, organization, permissions and committee roles

    Attributes:
        user_type (Literal['super_admin'] | Literal['user']):
        user (User): A signed-in person: a user of an organization, or a platform admin (tenant null)
        tenant (None | Tenant):
        permissions (list[Permission]): The caller's permissions (an API key's own); [] for a platform admin
        event_roles (list[EventRole]): The caller's committee roles, each granting its permissions on its event only,
            besides `permissions`; [] for an API key (a key has no roles) and a platform admin
    """

    user_type: Literal["super_admin"] | Literal["user"]
    user: User
    tenant: None | Tenant
    permissions: list[Permission]
    event_roles: list[EventRole]

    def to_dict(self) -> dict[str, Any]:
        from ..models.tenant import Tenant  # noqa: PLC0415

        user_type: Literal["super_admin"] | Literal["user"]
        user_type = self.user_type

        user = self.user.to_dict()

        tenant: dict[str, Any] | None
        if isinstance(self.tenant, Tenant):
            tenant = self.tenant.to_dict()
        else:
            tenant = self.tenant

        permissions = []
        for permissions_item_data in self.permissions:
            permissions_item = permissions_item_data.value
            permissions.append(permissions_item)

        event_roles = []
        for event_roles_item_data in self.event_roles:
            event_roles_item = event_roles_item_data.to_dict()
            event_roles.append(event_roles_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "user_type": user_type,
                "user": user,
                "tenant": tenant,
                "permissions": permissions,
                "event_roles": event_roles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_role import EventRole  # noqa: PLC0415
        from ..models.tenant import Tenant  # noqa: PLC0415
        from ..models.user import User  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_user_type(data: object) -> Literal["super_admin"] | Literal["user"]:
            user_type_type_0 = cast(Literal["user"], data)
            if user_type_type_0 != "user":
                raise ValueError(f"user_type_type_0 must match const 'user', got '{user_type_type_0}'")
            return user_type_type_0
            user_type_type_1 = cast(Literal["super_admin"], data)
            if user_type_type_1 != "super_admin":
                raise ValueError(f"user_type_type_1 must match const 'super_admin', got '{user_type_type_1}'")
            return user_type_type_1

        user_type = _parse_user_type(d.pop("user_type"))

        user = User.from_dict(d.pop("user"))

        def _parse_tenant(data: object) -> None | Tenant:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tenant_type_0 = Tenant.from_dict(data)

                return tenant_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Tenant, data)

        tenant = _parse_tenant(d.pop("tenant"))

        permissions = []
        _permissions = d.pop("permissions")
        for permissions_item_data in _permissions:
            permissions_item = Permission(permissions_item_data)

            permissions.append(permissions_item)

        event_roles = []
        _event_roles = d.pop("event_roles")
        for event_roles_item_data in _event_roles:
            event_roles_item = EventRole.from_dict(event_roles_item_data)

            event_roles.append(event_roles_item)

        caller = cls(
            user_type=user_type,
            user=user,
            tenant=tenant,
            permissions=permissions,
            event_roles=event_roles,
        )

        return caller

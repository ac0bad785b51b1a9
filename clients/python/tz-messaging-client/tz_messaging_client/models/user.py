from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tenant import Tenant


T = TypeVar("T", bound="User")


@_attrs_define
class User:
    """A signed-in person: a user of an organization, or a platform admin (tenant null)

    Attributes:
        id (int):
        name (str):
        email (str):
        role (Literal['admin'] | Literal['member'] | Literal['super_admin']): The user's role in its organization;
            super_admin is a platform admin (no organization)
        tenant (None | Tenant):
    """

    id: int
    name: str
    email: str
    role: Literal["admin"] | Literal["member"] | Literal["super_admin"]
    tenant: None | Tenant

    def to_dict(self) -> dict[str, Any]:
        from ..models.tenant import Tenant  # noqa: PLC0415

        id = self.id

        name = self.name

        email = self.email

        role: Literal["admin"] | Literal["member"] | Literal["super_admin"]
        role = self.role

        tenant: dict[str, Any] | None
        if isinstance(self.tenant, Tenant):
            tenant = self.tenant.to_dict()
        else:
            tenant = self.tenant

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "email": email,
                "role": role,
                "tenant": tenant,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tenant import Tenant  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        email = d.pop("email")

        def _parse_role(data: object) -> Literal["admin"] | Literal["member"] | Literal["super_admin"]:
            role_type_0 = cast(Literal["admin"], data)
            if role_type_0 != "admin":
                raise ValueError(f"role_type_0 must match const 'admin', got '{role_type_0}'")
            return role_type_0
            role_type_1 = cast(Literal["member"], data)
            if role_type_1 != "member":
                raise ValueError(f"role_type_1 must match const 'member', got '{role_type_1}'")
            return role_type_1
            role_type_2 = cast(Literal["super_admin"], data)
            if role_type_2 != "super_admin":
                raise ValueError(f"role_type_2 must match const 'super_admin', got '{role_type_2}'")
            return role_type_2

        role = _parse_role(d.pop("role"))

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

        user = cls(
            id=id,
            name=name,
            email=email,
            role=role,
            tenant=tenant,
        )

        return user

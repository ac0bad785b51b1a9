from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.permission import Permission

T = TypeVar("T", bound="ManagedUser")


@_attrs_define
class ManagedUser:
    """A user of the organization, as its admins manage it

    Attributes:
        id (int):
        name (str):
        email (str):
        role (Literal['admin'] | Literal['member']):
        permissions (list[Permission]): What the user holds: every permission for an admin
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    name: str
    email: str
    role: Literal["admin"] | Literal["member"]
    permissions: list[Permission]
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        email = self.email

        role: Literal["admin"] | Literal["member"]
        role = self.role

        permissions = []
        for permissions_item_data in self.permissions:
            permissions_item = permissions_item_data.value
            permissions.append(permissions_item)

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "email": email,
                "role": role,
                "permissions": permissions,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        email = d.pop("email")

        def _parse_role(data: object) -> Literal["admin"] | Literal["member"]:
            role_type_0 = cast(Literal["admin"], data)
            if role_type_0 != "admin":
                raise ValueError(f"role_type_0 must match const 'admin', got '{role_type_0}'")
            return role_type_0
            role_type_1 = cast(Literal["member"], data)
            if role_type_1 != "member":
                raise ValueError(f"role_type_1 must match const 'member', got '{role_type_1}'")
            return role_type_1

        role = _parse_role(d.pop("role"))

        permissions = []
        _permissions = d.pop("permissions")
        for permissions_item_data in _permissions:
            permissions_item = Permission(permissions_item_data)

            permissions.append(permissions_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        managed_user = cls(
            id=id,
            name=name,
            email=email,
            role=role,
            permissions=permissions,
            created_at=created_at,
            updated_at=updated_at,
        )

        return managed_user

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.permission import Permission

T = TypeVar("T", bound="EventRole")


@_attrs_define
class EventRole:
    """The caller's role on one event's committee, and the permissions it grants there (issue 34 §6)

    Attributes:
        event_id (int):
        event_name (str):
        role (Literal['treasurer'] | Literal['usher'] | Literal['viewer']): treasurer: reads the event and records
            payments; usher: checks guests in; viewer: reads the event
        permissions (list[Permission]): What the role grants on this event only, besides the caller's own permissions
    """

    event_id: int
    event_name: str
    role: Literal["treasurer"] | Literal["usher"] | Literal["viewer"]
    permissions: list[Permission]

    def to_dict(self) -> dict[str, Any]:
        event_id = self.event_id

        event_name = self.event_name

        role: Literal["treasurer"] | Literal["usher"] | Literal["viewer"]
        role = self.role

        permissions = []
        for permissions_item_data in self.permissions:
            permissions_item = permissions_item_data.value
            permissions.append(permissions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event_id": event_id,
                "event_name": event_name,
                "role": role,
                "permissions": permissions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_id = d.pop("event_id")

        event_name = d.pop("event_name")

        def _parse_role(data: object) -> Literal["treasurer"] | Literal["usher"] | Literal["viewer"]:
            role_type_0 = cast(Literal["treasurer"], data)
            if role_type_0 != "treasurer":
                raise ValueError(f"role_type_0 must match const 'treasurer', got '{role_type_0}'")
            return role_type_0
            role_type_1 = cast(Literal["usher"], data)
            if role_type_1 != "usher":
                raise ValueError(f"role_type_1 must match const 'usher', got '{role_type_1}'")
            return role_type_1
            role_type_2 = cast(Literal["viewer"], data)
            if role_type_2 != "viewer":
                raise ValueError(f"role_type_2 must match const 'viewer', got '{role_type_2}'")
            return role_type_2

        role = _parse_role(d.pop("role"))

        permissions = []
        _permissions = d.pop("permissions")
        for permissions_item_data in _permissions:
            permissions_item = Permission(permissions_item_data)

            permissions.append(permissions_item)

        event_role = cls(
            event_id=event_id,
            event_name=event_name,
            role=role,
            permissions=permissions,
        )

        return event_role

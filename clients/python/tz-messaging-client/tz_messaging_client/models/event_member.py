from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event_member_user import EventMemberUser


T = TypeVar("T", bound="EventMember")


@_attrs_define
class EventMember:
    """A member of the event's committee: a user of the organisation with a role on this event only

    Attributes:
        id (int):
        user (EventMemberUser):
        role (Literal['treasurer'] | Literal['usher'] | Literal['viewer']): treasurer: reads the event and records
            payments; usher: checks guests in; viewer: reads the event
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    user: EventMemberUser
    role: Literal["treasurer"] | Literal["usher"] | Literal["viewer"]
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        user = self.user.to_dict()

        role: Literal["treasurer"] | Literal["usher"] | Literal["viewer"]
        role = self.role

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "user": user,
                "role": role,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_member_user import EventMemberUser  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        user = EventMemberUser.from_dict(d.pop("user"))

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

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        event_member = cls(
            id=id,
            user=user,
            role=role,
            created_at=created_at,
            updated_at=updated_at,
        )

        return event_member

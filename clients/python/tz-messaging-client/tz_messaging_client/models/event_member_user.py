from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EventMemberUser")


@_attrs_define
class EventMemberUser:
    """
    Attributes:
        id (int):
        name (str):
        email (str):
    """

    id: int
    name: str
    email: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "email": email,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        email = d.pop("email")

        event_member_user = cls(
            id=id,
            name=name,
            email=email,
        )

        return event_member_user

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GroupMembersDetached")


@_attrs_define
class GroupMembersDetached:
    """Contacts removed from a group; the contacts remain

    Attributes:
        message (str):
        detached (int): Members removed (ids that were not members are not counted)
    """

    message: str
    detached: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        detached = self.detached

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "detached": detached,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        detached = d.pop("detached")

        group_members_detached = cls(
            message=message,
            detached=detached,
        )

        return group_members_detached

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event_member import EventMember


T = TypeVar("T", bound="PostEventMembersResponse200")


@_attrs_define
class PostEventMembersResponse200:
    """
    Attributes:
        data (EventMember): A member of the event's committee: a user of the organisation with a role on this event only
    """

    data: EventMember

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_member import EventMember  # noqa: PLC0415

        d = dict(src_dict)
        data = EventMember.from_dict(d.pop("data"))

        post_event_members_response_200 = cls(
            data=data,
        )

        return post_event_members_response_200

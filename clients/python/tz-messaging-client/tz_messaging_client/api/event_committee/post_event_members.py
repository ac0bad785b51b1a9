from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_event_members_body import PostEventMembersBody
from ...models.post_event_members_response_200 import PostEventMembersResponse200
from ...models.post_event_members_response_201 import PostEventMembersResponse201
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    event_id: int,
    *,
    body: PostEventMembersBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/events/{event_id}/members".format(
            event_id=quote(str(event_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostEventMembersResponse200 | PostEventMembersResponse201 | RuleError | ValidationError | None:
    if response.status_code == 200:
        response_200 = PostEventMembersResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = PostEventMembersResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:

        def _parse_response_422(data: object) -> RuleError | ValidationError:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_unprocessable_error_type_0 = ValidationError.from_dict(data)

                return componentsschemas_unprocessable_error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_unprocessable_error_type_1 = RuleError.from_dict(data)

            return componentsschemas_unprocessable_error_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PostEventMembersResponse200 | PostEventMembersResponse201 | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostEventMembersBody,
) -> Response[Error | PostEventMembersResponse200 | PostEventMembersResponse201 | RuleError | ValidationError]:
    """Give a user of the organisation a role on this event only (treasurer, usher or viewer): 201 added,
    200 when they were a member already (their role is replaced: one role per user and event). 422 for a
    user of another organisation; 403 for a role granting a permission the caller does not hold

     Permission: events.edit

    Args:
        event_id (int):
        body (PostEventMembersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostEventMembersResponse200 | PostEventMembersResponse201 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostEventMembersBody,
) -> Error | PostEventMembersResponse200 | PostEventMembersResponse201 | RuleError | ValidationError | None:
    """Give a user of the organisation a role on this event only (treasurer, usher or viewer): 201 added,
    200 when they were a member already (their role is replaced: one role per user and event). 422 for a
    user of another organisation; 403 for a role granting a permission the caller does not hold

     Permission: events.edit

    Args:
        event_id (int):
        body (PostEventMembersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostEventMembersResponse200 | PostEventMembersResponse201 | RuleError | ValidationError
    """

    return sync_detailed(
        event_id=event_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostEventMembersBody,
) -> Response[Error | PostEventMembersResponse200 | PostEventMembersResponse201 | RuleError | ValidationError]:
    """Give a user of the organisation a role on this event only (treasurer, usher or viewer): 201 added,
    200 when they were a member already (their role is replaced: one role per user and event). 422 for a
    user of another organisation; 403 for a role granting a permission the caller does not hold

     Permission: events.edit

    Args:
        event_id (int):
        body (PostEventMembersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostEventMembersResponse200 | PostEventMembersResponse201 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: PostEventMembersBody,
) -> Error | PostEventMembersResponse200 | PostEventMembersResponse201 | RuleError | ValidationError | None:
    """Give a user of the organisation a role on this event only (treasurer, usher or viewer): 201 added,
    200 when they were a member already (their role is replaced: one role per user and event). 422 for a
    user of another organisation; 403 for a role granting a permission the caller does not hold

     Permission: events.edit

    Args:
        event_id (int):
        body (PostEventMembersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostEventMembersResponse200 | PostEventMembersResponse201 | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            event_id=event_id,
            client=client,
            body=body,
        )
    ).parsed
